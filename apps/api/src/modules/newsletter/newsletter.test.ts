/**
 * Newsletters through the API: who may do what on every endpoint (401, 403 for staff and students on the school's
 * routes, 404 for another school), the default template, autosave with revisions (a stale save is 409 and changes
 * nothing), cleaned text and usable posts only, audiences resolving to the right addresses (never another
 * school's), sending with HTML, plain text, List-Unsubscribe and a stable Message-ID, the open page (a draft is
 * 404, children named as consent allows), the members' list, unsubscribe honoured, and an assessment from it.
 */
import { randomUUID } from 'node:crypto';
import { type Newsletter, NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, newsletterDeliveries, newsletters } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SignedIn } from '../../test/session';
import { hasGpsTag, photoWithGps } from '../community/attachments/attachment-test-kit';
import { audienceEmails } from './newsletter.repository';
import { call, draftFor, type NewsletterSchool, newsletterSchool, pathOf } from './newsletter-test-kit';

let t: TestApp;
let s: NewsletterSchool;

beforeAll(async () => {
  t = await buildTestApp();
  s = await newsletterSchool(t.app, t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const sorted = (values: string[]) => [...values].map((one) => one.toLowerCase()).sort();

async function sendNow(newsletter: Newsletter) {
  const sent = await call(t.app, 'POST', pathOf('send', { newsletterId: newsletter.id }), s.as.school, {
    revision: newsletter.revision,
  });
  return sent;
}

/** Waits for the background send the route started. */
async function settled(id: string): Promise<Newsletter> {
  for (let tries = 0; tries < 100; tries++) {
    const current = await call(t.app, 'GET', pathOf('newsletter', { newsletterId: id }), s.as.school);
    if ((current.body as Newsletter).state === 'SENT') return current.body as Newsletter;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('newsletter never finished sending');
}

describe('access', () => {
  it('the school routes are the school account’s: 401 signed out, 403 staff and students, 404 another school', async () => {
    const draft = await draftFor(t.app, s.as.school, { classes: ['SEVEN'] });
    const id = { newsletterId: draft.id };
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', P.newsletters],
      ['POST', P.newsletters, { template: 'BLANK' }],
      ['GET', P.audienceOptions],
      ['GET', P.postChoices],
      ['GET', P.articleChoices],
      ['GET', pathOf('newsletter', id)],
      ['PATCH', pathOf('newsletter', id), { revision: draft.revision, title: 'x' }],
      ['DELETE', pathOf('newsletter', id)],
      ['GET', pathOf('preview', id)],
      ['GET', pathOf('audienceSize', id)],
      ['POST', pathOf('send', id), { revision: draft.revision }],
      ['POST', pathOf('unschedule', id)],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).status, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, s.as.faculty, body)).status, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, s.as.admin, body)).status, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, s.as.sevenA, body)).status, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of routes.filter(([, url]) => url.includes(draft.id))) {
      expect((await call(t.app, method, url, s.as.otherSchool, body)).status, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(t.app, 'GET', P.newsletters, s.as.otherSchool);
    expect(theirs.body.content.map((one: Newsletter) => one.id)).not.toContain(draft.id);
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, draft.id));
    expect(row?.state).toBe('DRAFT');
    expect(row?.revision).toBe(draft.revision);
  });
});

describe('a draft', () => {
  it('starts from the default template with the school’s name, a post, an article, an event and a button', async () => {
    const created = await call(t.app, 'POST', P.newsletters, s.as.school, { template: 'DEFAULT' });
    expect(created.status).toBe(201);
    const draft = created.body as Newsletter;
    expect(draft.title).toBe('Banyan Tree School newsletter');
    expect(draft.blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['HEADING', 'TEXT', 'POST', 'ARTICLE', 'EVENT', 'CTA']),
    );
    expect(draft).toMatchObject({ state: 'DRAFT', revision: 0, publicPath: null });
  });

  it('saves as typed with the revision it was based on; a stale save is 409 and changes nothing', async () => {
    const draft = await draftFor(t.app, s.as.school, {});
    const url = pathOf('newsletter', { newsletterId: draft.id });
    const saved = await call(t.app, 'PATCH', url, s.as.school, {
      revision: draft.revision,
      blocks: [
        { id: 'intro', type: 'TEXT', html: '<p onclick="x()">Hello <script>alert(1)</script><b>families</b></p>' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(draft.revision + 1);
    expect(saved.body.blocks[0].html).toBe('<p>Hello <b>families</b></p>');
    const stale = await call(t.app, 'PATCH', url, s.as.school, { revision: draft.revision, title: 'Overwrite' });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('NEWSLETTER_CHANGED');
    const reread = await call(t.app, 'GET', url, s.as.school);
    expect(reread.body.title).toBe(draft.title);
  });

  it('takes only the school’s own posts seen by everyone, and http(s) buttons', async () => {
    const draft = await draftFor(t.app, s.as.school, {});
    const url = pathOf('newsletter', { newsletterId: draft.id });
    const schoolOnly = await call(t.app, 'PATCH', url, s.as.school, {
      revision: draft.revision,
      blocks: [{ id: 'p', type: 'POST', postId: s.schoolOnlyPostId }],
    });
    expect(schoolOnly.status).toBe(400);
    const script = await call(t.app, 'PATCH', url, s.as.school, {
      revision: draft.revision,
      blocks: [{ id: 'c', type: 'CTA', label: 'Go', url: 'javascript:alert(1)' }],
    });
    expect(script.status).toBe(400);
    const choices = await call(t.app, 'GET', P.postChoices, s.as.school);
    expect(choices.body.map((one: { id: string }) => one.id)).toEqual([s.publicPostId]);
    const theirChoices = await call(t.app, 'GET', P.postChoices, s.as.otherSchool);
    expect(theirChoices.body).toEqual([]);
  });
});

describe('audiences', () => {
  const audience = (value: object) => ({
    everyone: false,
    staff: false,
    parents: false,
    classes: [],
    sections: [],
    ...value,
  });

  it('a class reaches its students and their parents; a section only its own; staff and parents; never another school', async () => {
    const e = s.emails;
    expect(sorted(await audienceEmails(t.db, s.instituteId, audience({ classes: ['SEVEN'] })))).toEqual(
      sorted([e.sevenA, e.sevenB, e.parentSevenA, e.parentSevenB]),
    );
    expect(
      sorted(
        await audienceEmails(t.db, s.instituteId, audience({ sections: [{ studentClass: 'SEVEN', section: 'B' }] })),
      ),
    ).toEqual(sorted([e.sevenB, e.parentSevenB]));
    expect(sorted(await audienceEmails(t.db, s.instituteId, audience({ staff: true })))).toEqual(
      sorted([e.faculty, e.admin]),
    );
    expect(sorted(await audienceEmails(t.db, s.instituteId, audience({ parents: true })))).toEqual(
      sorted([e.parentSevenA, e.parentSevenB, e.parentEightA]),
    );
    const everyone = await audienceEmails(t.db, s.instituteId, audience({ everyone: true }));
    expect(everyone).toHaveLength(8);
    for (const outsider of [e.otherStudent, e.otherParent, e.otherFaculty]) expect(everyone).not.toContain(outsider);
  });
});

describe('sending', () => {
  it('sends Class 7 one email each: HTML, text, List-Unsubscribe one-click, a stable Message-ID; totals only', async () => {
    const draft = await draftFor(t.app, s.as.school, { classes: ['SEVEN'] });
    const url = pathOf('newsletter', { newsletterId: draft.id });
    const withContent = await call(t.app, 'PATCH', url, s.as.school, {
      revision: draft.revision,
      blocks: [
        { id: 'h', type: 'HEADING', text: 'Bean sprouts!' },
        { id: 'p', type: 'POST', postId: s.publicPostId },
        { id: 'a', type: 'ARTICLE', articleId: s.articleId },
        { id: 'e', type: 'EVENT', title: 'Sports day', date: '2026-12-12', time: '09:30', place: 'The big field' },
      ],
    });
    const size = await call(t.app, 'GET', pathOf('audienceSize', { newsletterId: draft.id }), s.as.school);
    expect(size.body.recipients).toBe(4);
    const sent = await sendNow(withContent.body);
    expect(sent.status).toBe(200);
    expect(sent.body.state).toMatch(/SENDING|SENT/);
    const done = await settled(draft.id);
    expect(done.totals).toMatchObject({ recipients: 4, delivered: 4, failed: 0, unconfirmed: 0 });
    expect(done.publicPath).toBe(`/${s.customUrl}/newsletter/${done.slug}`);

    const mails = (await t.outbox.list()).filter((mail) => mail.subject.startsWith('Week 14 at Banyan Tree'));
    expect(sorted(mails.map((mail) => mail.to))).toEqual(
      sorted([s.emails.sevenA, s.emails.sevenB, s.emails.parentSevenA, s.emails.parentSevenB]),
    );
    const mail = mails[0];
    expect(mail?.html).toContain('Bean sprouts!');
    expect(mail?.html).toContain('Sports day');
    expect(mail?.html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
    expect(mail?.text).toContain('Monsoon arrives early in Kerala');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter-unsubscribe\?token=/,
    );
    expect(mail?.messageId).toMatch(new RegExp(`^<newsletter\\.${draft.id}\\.[0-9a-f]{24}@localhost>$`));
    // The email leaves the school: the post's author, a child with a parent's yes, is named "First L." only.
    expect(mail?.text).toMatch(/From our community · candidate [0-9A-F]\.\n/);

    // Sent is not editable, and a second send changes nothing.
    expect((await call(t.app, 'PATCH', url, s.as.school, { revision: done.revision, title: 'x' })).status).toBe(409);
    expect((await sendNow(done)).status).toBe(409);
  });

  it('refuses an empty newsletter or one without an audience (400), and nothing is queued', async () => {
    const draft = await draftFor(t.app, s.as.school, {});
    const noAudience = await sendNow(draft);
    expect(noAudience.status).toBe(400);
    const rows = await t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, draft.id));
    expect(rows).toHaveLength(0);
  });
});

describe('readers', () => {
  it('the open page shows a sent newsletter to anyone; a draft is 404; another school’s address is 404', async () => {
    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Open page news');
    const sent = await sendNow(draft);
    const done = await settled(sent.body.id);
    const open = await call(
      t.app,
      'GET',
      pathOf('publicNewsletter', { instituteCustomUrl: s.customUrl, slug: done.slug }),
    );
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ title: 'Open page news', schoolName: 'Banyan Tree School', newsletterId: null });
    const asStaff = await call(
      t.app,
      'GET',
      pathOf('publicNewsletter', { instituteCustomUrl: s.customUrl, slug: done.slug }),
      s.as.faculty,
    );
    expect(asStaff.body.newsletterId).toBe(done.id);
    const other = await draftFor(t.app, s.as.school, { staff: true }, 'Still a draft');
    const draftPage = await call(
      t.app,
      'GET',
      pathOf('publicNewsletter', { instituteCustomUrl: s.customUrl, slug: other.slug }),
    );
    expect(draftPage.status).toBe(404);
    const wrongSchool = await call(
      t.app,
      'GET',
      pathOf('publicNewsletter', { instituteCustomUrl: 'nobody-school', slug: done.slug }),
    );
    expect(wrongSchool.status).toBe(404);
  });

  it('the list is for the school’s members only (another school’s people get 404, signed out 401)', async () => {
    const url = pathOf('memberList', { instituteCustomUrl: s.customUrl });
    for (const who of [s.as.school, s.as.faculty, s.as.admin, s.as.sevenA]) {
      const list = await call(t.app, 'GET', url, who);
      expect(list.status).toBe(200);
      expect(list.body.content.length).toBeGreaterThan(0);
      expect(list.body.content.map((one: { title: string }) => one.title)).not.toContain('Still a draft');
    }
    expect((await call(t.app, 'GET', url, s.as.otherStudent)).status).toBe(404);
    expect((await call(t.app, 'GET', url, s.as.otherSchool)).status).toBe(404);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
  });

  it('staff make an assessment draft from a sent newsletter (linked to it); students and other schools cannot', async () => {
    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Water cycle week');
    const notSent = await call(t.app, 'POST', pathOf('assessment', { newsletterId: draft.id }), s.as.faculty);
    expect(notSent.status).toBe(409);
    await sendNow(draft);
    await settled(draft.id);
    const url = pathOf('assessment', { newsletterId: draft.id });
    expect((await call(t.app, 'POST', url, s.as.sevenA)).status).toBe(403);
    expect((await call(t.app, 'POST', url, s.as.otherSchool)).status).toBe(404);
    const made = await call(t.app, 'POST', url, s.as.faculty);
    expect(made.status).toBe(201);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.code, made.body.assignmentCode));
    expect(row).toMatchObject({
      newsletterId: draft.id,
      title: 'Water cycle week',
      type: 'ASSESSMENT',
      state: 'DRAFT',
    });
    const listed = await call(t.app, 'GET', pathOf('newsletter', { newsletterId: draft.id }), s.as.school);
    expect(listed.body.assessmentCode).toBe(made.body.assignmentCode);
  });
});

describe('unsubscribe', () => {
  it('the link asks, the POST (page or one-click) unsubscribes, later sends skip the address; a forged token does nothing', async () => {
    const first = await draftFor(t.app, s.as.school, { parents: true }, 'Parents first');
    await sendNow(first);
    await settled(first.id);
    const mail = (await t.outbox.list()).find(
      (one) => one.to === s.emails.parentEightA && one.subject.startsWith('Parents first'),
    );
    const link = mail?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    const path = link.replace('http://localhost:3000', '');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Banyan Tree School');
    expect(page.body).toContain('pa•••@family.test');
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('BAD_REQUEST');
    const forgedPage = await t.app.inject({
      method: 'GET',
      url: `${path.slice(0, -4)}AAAA`,
      headers: { accept: 'text/html' },
    });
    expect(forgedPage.statusCode).toBe(400);
    expect(forgedPage.body).toContain('This unsubscribe link is not valid.');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will not receive this school’s newsletters any more.');
    const counted = await settled(first.id);
    expect(counted.totals.unsubscribed).toBe(1);

    const second = await draftFor(t.app, s.as.school, { parents: true }, 'Parents second');
    await sendNow(second);
    const secondDone = await settled(second.id);
    expect(secondDone.totals.recipients).toBe(2);
    const secondMails = (await t.outbox.list()).filter((one) => one.subject.startsWith('Parents second'));
    expect(secondMails.map((one) => one.to)).not.toContain(s.emails.parentEightA);
  });
});

describe('pictures', () => {
  const uploadTo = (id: string, who: SignedIn | undefined, file: Buffer, name: string) => {
    const boundary = `----nb${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api${pathOf('images', { newsletterId: id })}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
      payload,
    });
  };

  it('are checked by their bytes, re-encoded upright as JPEG without EXIF or GPS, served, and sent in the email', async () => {
    const draft = await draftFor(t.app, s.as.school, { staff: true }, 'Pictures week');
    const photo = await photoWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    expect((await uploadTo(draft.id, s.as.otherSchool, photo, 'a.jpg')).statusCode).toBe(404);
    expect((await uploadTo(draft.id, s.as.faculty, photo, 'a.jpg')).statusCode).toBe(403);
    expect((await uploadTo(draft.id, undefined, photo, 'a.jpg')).statusCode).toBe(401);
    const text = await uploadTo(draft.id, s.as.school, Buffer.from('<script>alert(1)</script>'), 'a.jpg');
    expect(text.statusCode).toBe(415);

    const uploaded = await uploadTo(draft.id, s.as.school, photo, 'camera.jpg');
    expect(uploaded.statusCode).toBe(201);
    const { imageId, url } = uploaded.json().body as { imageId: string; url: string };
    const served = await t.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    // The sideways 2400 × 1600 photo, turned upright (1600 × 2400) and narrowed to 1200 px.
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200, height: 1800 });
    expect(stored.exif).toBeUndefined();
    // Someone else's picture id with this newsletter (or a made-up pair) is not found.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api${pathOf('image', { newsletterId: draft.id, imageId: randomUUID() })}`,
    });
    expect(wrong.statusCode).toBe(404);

    const withPicture = await call(t.app, 'PATCH', pathOf('newsletter', { newsletterId: draft.id }), s.as.school, {
      revision: draft.revision,
      blocks: [
        { id: 'h', type: 'HEADING', text: 'Our garden' },
        { id: 'i', type: 'IMAGE', imageId, alt: 'Marigolds in the school garden', caption: 'Class 5’s marigolds' },
      ],
    });
    expect(withPicture.status).toBe(200);
    const other = await draftFor(t.app, s.as.school, { staff: true });
    const borrowed = await call(t.app, 'PATCH', pathOf('newsletter', { newsletterId: other.id }), s.as.school, {
      revision: other.revision,
      blocks: [{ id: 'i', type: 'IMAGE', imageId, alt: '', caption: '' }],
    });
    expect(borrowed.status).toBe(400);
    await call(t.app, 'POST', pathOf('send', { newsletterId: draft.id }), s.as.school, {
      revision: withPicture.body.revision,
    });
    await settled(draft.id);
    const mail = (await t.outbox.list()).find((one) => one.subject.startsWith('Pictures week'));
    expect(mail?.html).toContain(`src="${url}"`);
    expect(mail?.html).toContain('alt="Marigolds in the school garden"');
  });
});
