/**
 * The editorial path through the API: config (the school only), drafts and autosave (stale revision 409), sending,
 * the mentor's edit (a revision kept) and comments the author sees, return and pass, the committee's decision with a
 * reason, pictures (bytes checked, EXIF gone), and who may do what at each step: 401, 403, 404 for other schools,
 * other students and drafts, 409 at the wrong step, 400 for bad input with nothing changed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAGAZINE_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazinePictures, magazinePieces, notifications } from '../../db/schema';
import { LocalFileStorage } from '../../lib/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { approvedPiece, call, draftPiece, type MagazineSchool, magazineSchool, pathOf } from './magazine-test-kit';

let t: TestApp;
let s: MagazineSchool;
let storage: LocalFileStorage;

beforeAll(async () => {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'nb-magazine-files-'));
  storage = new LocalFileStorage(filesDir);
  t = await buildTestApp({ env: { FILES_DIR: filesDir } });
  s = await magazineSchool(t.app, t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const notesTo = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.recipientId, userId))).filter(
    (row) => row.kind === 'MAGAZINE_PIECE',
  );

const statusOf = async (id: string) =>
  (await t.db.select({ status: magazinePieces.status }).from(magazinePieces).where(eq(magazinePieces.id, id)))[0]
    ?.status;

describe('config', () => {
  it('is set by the school account only and read by its members with their parts', async () => {
    const body = { name: 'X', sections: ['News'], frequency: 'WEEKLY', editorIds: [] };
    expect((await call(t.app, 'PUT', P.config, s.as.admin, body)).status).toBe(403);
    expect((await call(t.app, 'PUT', P.config, undefined, body)).status).toBe(401);
    const bad = await call(t.app, 'PUT', P.config, s.as.school, { ...body, frequency: 'YEARLY' });
    expect(bad.status).toBe(400);
    const stranger = await call(t.app, 'PUT', P.config, s.as.school, { ...body, editorIds: [s.ids.otherFaculty] });
    expect(stranger.status).toBe(400);
    const read = await call(t.app, 'GET', P.config, s.as.editor);
    expect(read.body).toMatchObject({ name: 'The Maple Leaf', frequency: 'MONTHLY', facultyOptions: [] });
    expect(read.body.you).toEqual({ contributor: true, mentor: true, committee: false, editor: true });
    expect((await call(t.app, 'GET', P.config, s.as.committee)).body.you).toMatchObject({
      committee: true,
      editor: false,
    });
    expect((await call(t.app, 'GET', P.config, s.as.school)).body.facultyOptions.length).toBe(3);
  });
});

describe('a draft', () => {
  it('is started by admins, faculty and students, not the school account, and only in a known section', async () => {
    expect((await call(t.app, 'POST', P.pieces, s.as.school, { kind: 'POEM', section: 'Poems' })).status).toBe(403);
    expect((await call(t.app, 'POST', P.pieces, undefined, { kind: 'POEM', section: 'Poems' })).status).toBe(401);
    const unknown = await call(t.app, 'POST', P.pieces, s.as.student, { kind: 'POEM', section: 'Gossip' });
    expect(unknown.status).toBe(400);
    expect((await call(t.app, 'POST', P.pieces, s.as.student, { kind: 'NOVEL', section: 'Poems' })).status).toBe(400);
    const piece = await draftPiece(t.app, s.as.student);
    expect(piece).toMatchObject({ status: 'DRAFT', yours: true, revision: 0, may: { edit: true, submit: true } });
  });

  it('is seen by its author only: not the mentor, the school, another student or another school', async () => {
    const piece = await draftPiece(t.app, s.as.student);
    const path = pathOf('piece', { pieceId: piece.id });
    for (const who of [s.as.mentor, s.as.school, s.as.consented, s.as.otherSchool, s.as.otherStudent]) {
      expect((await call(t.app, 'GET', path, who)).status).toBe(404);
    }
    expect((await call(t.app, 'GET', P.pieces, s.as.student)).body.content.map((p: { id: string }) => p.id)).toContain(
      piece.id,
    );
  });

  it('autosaves with the revision last seen; a stale one is 409 and changes nothing', async () => {
    const piece = await draftPiece(t.app, s.as.student);
    const path = pathOf('piece', { pieceId: piece.id });
    const saved = await call(t.app, 'PATCH', path, s.as.student, { revision: 0, title: 'The old banyan' });
    expect(saved.body).toMatchObject({ title: 'The old banyan', revision: 1 });
    const stale = await call(t.app, 'PATCH', path, s.as.student, { revision: 0, title: 'Lost' });
    expect(stale.status).toBe(409);
    expect((await call(t.app, 'GET', path, s.as.student)).body.title).toBe('The old banyan');
    expect((await call(t.app, 'PATCH', path, s.as.student, { revision: 1, body: 'x'.repeat(20_001) })).status).toBe(
      400,
    );
    expect((await call(t.app, 'PATCH', path, s.as.otherStudent, { revision: 1, title: 'Mine' })).status).toBe(404);
  });

  it('is deleted by its author only while a draft', async () => {
    const piece = await draftPiece(t.app, s.as.student);
    const path = pathOf('piece', { pieceId: piece.id });
    expect((await call(t.app, 'DELETE', path, s.as.consented)).status).toBe(404);
    expect((await call(t.app, 'DELETE', path, s.as.student)).status).toBe(200);
    expect(await statusOf(piece.id)).toBeUndefined();
  });

  it('cannot be sent empty', async () => {
    const piece = await draftPiece(t.app, s.as.student, { title: '', body: '' });
    const sent = await call(t.app, 'POST', pathOf('submit', { pieceId: piece.id }), s.as.student);
    expect(sent.status).toBe(400);
    expect(await statusOf(piece.id)).toBe('DRAFT');
  });
});

describe('the editorial path', () => {
  it('a student’s piece goes to a mentor, who edits (keeping a revision), comments and returns it', async () => {
    const piece = await draftPiece(t.app, s.as.student);
    const id = { pieceId: piece.id };
    const sent = await call(t.app, 'POST', pathOf('submit', id), s.as.student);
    expect(sent.body).toMatchObject({ status: 'WITH_MENTOR', may: { edit: false, submit: false } });
    // The author's words are frozen while a teacher has the piece.
    expect(
      (await call(t.app, 'PATCH', pathOf('piece', id), s.as.student, { revision: sent.body.revision, title: 'Z' }))
        .status,
    ).toBe(409);
    // Other students and schools still cannot see it; the committee can, but it is not their step.
    expect((await call(t.app, 'GET', pathOf('piece', id), s.as.consented)).status).toBe(404);
    expect((await call(t.app, 'GET', pathOf('piece', id), s.as.otherFaculty)).status).toBe(404);
    expect((await call(t.app, 'POST', pathOf('decision', id), s.as.committee, { approve: true })).status).toBe(409);
    // A student cannot review, even a piece they can read (their own).
    expect((await call(t.app, 'POST', pathOf('review', id), s.as.student, { action: 'PASS' })).status).toBe(403);

    const edited = await call(t.app, 'PATCH', pathOf('piece', id), s.as.mentor, {
      revision: sent.body.revision,
      title: 'The Banyan Tree',
    });
    expect(edited.status).toBe(200);
    await call(t.app, 'PATCH', pathOf('piece', id), s.as.mentor, {
      revision: edited.body.revision,
      body: 'Edited twice',
    });
    const revisions = await call(t.app, 'GET', pathOf('revisions', id), s.as.student);
    expect(revisions.body).toHaveLength(1);
    expect(revisions.body[0]).toMatchObject({ title: 'The banyan tree' });

    expect((await call(t.app, 'POST', pathOf('review', id), s.as.mentor, { action: 'RETURN' })).status).toBe(400);
    const returned = await call(t.app, 'POST', pathOf('review', id), s.as.mentor, {
      action: 'RETURN',
      comment: 'Lovely rhythm. Could the last line say what the tree gives us?',
    });
    expect(returned.body.status).toBe('CHANGES_REQUESTED');
    expect((await notesTo(s.ids.student)).map((row) => row.title)).toContain('Your teacher asked for changes');
    const comments = await call(t.app, 'GET', pathOf('comments', id), s.as.student);
    expect(comments.body[0].text).toContain('Lovely rhythm');
    expect((await call(t.app, 'GET', pathOf('comments', id), s.as.otherStudent)).status).toBe(404);

    const resent = await call(t.app, 'POST', pathOf('submit', id), s.as.student);
    expect(resent.body.status).toBe('WITH_MENTOR');
  });

  it('passed on, the committee approves or declines with a reason; a mentor without a seat cannot decide', async () => {
    const piece = await draftPiece(t.app, s.as.student);
    const id = { pieceId: piece.id };
    await call(t.app, 'POST', pathOf('submit', id), s.as.student);
    const passed = await call(t.app, 'POST', pathOf('review', id), s.as.mentor, { action: 'PASS' });
    expect(passed.body.status).toBe('WITH_COMMITTEE');
    expect((await call(t.app, 'POST', pathOf('review', id), s.as.mentor, { action: 'PASS' })).status).toBe(409);
    expect((await call(t.app, 'POST', pathOf('decision', id), s.as.mentor, { approve: true })).status).toBe(403);
    expect((await call(t.app, 'POST', pathOf('decision', id), s.as.otherSchool, { approve: true })).status).toBe(404);
    const noReason = await call(t.app, 'POST', pathOf('decision', id), s.as.committee, { approve: false });
    expect(noReason.status).toBe(400);
    expect(await statusOf(piece.id)).toBe('WITH_COMMITTEE');
    const declined = await call(t.app, 'POST', pathOf('decision', id), s.as.committee, {
      approve: false,
      reason: 'A poem very like this was in last month’s issue.',
    });
    expect(declined.body).toMatchObject({ status: 'DECLINED', declineReason: expect.stringContaining('last month') });
    expect((await call(t.app, 'GET', pathOf('piece', id), s.as.student)).body.declineReason).toContain('last month');
    // The author is told, with the reason, and the link opens the piece.
    const told = (await notesTo(s.ids.student)).find((row) => row.title === 'Your magazine piece was not chosen');
    expect(told?.body).toContain('last month');
    expect(told?.linkPath).toBe(`/school-magazine/create?piece=${piece.id}`);
  });

  it('a teacher’s piece starts with the committee; the school account may decide', async () => {
    const piece = await draftPiece(t.app, s.as.mentor, { kind: 'ARTICLE', section: 'News' });
    const sent = await call(t.app, 'POST', pathOf('submit', { pieceId: piece.id }), s.as.mentor);
    expect(sent.body.status).toBe('WITH_COMMITTEE');
    const approved = await call(t.app, 'POST', pathOf('decision', { pieceId: piece.id }), s.as.school, {
      approve: true,
    });
    expect(approved.body.status).toBe('APPROVED');
  });

  it('lists each reviewer’s desk and the editors’ approved pieces', async () => {
    const approved = await approvedPiece(t.app, s);
    const waiting = await draftPiece(t.app, s.as.consented);
    await call(t.app, 'POST', pathOf('submit', { pieceId: waiting.id }), s.as.consented);
    const ids = (result: { body: { content: Array<{ id: string }> } }) => result.body.content.map((p) => p.id);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.mentor))).toContain(waiting.id);
    // The school account sits for its committee but is no teacher: a piece with a teacher is not on its desk.
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.school))).not.toContain(waiting.id);
    const atCommittee = await draftPiece(t.app, s.as.admin, { kind: 'ARTICLE', section: 'News' });
    await call(t.app, 'POST', pathOf('submit', { pieceId: atCommittee.id }), s.as.admin);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.committee))).toContain(atCommittee.id);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.admin))).not.toContain(atCommittee.id);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=approved`, s.as.editor))).toContain(approved.id);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=approved`, s.as.mentor))).toEqual([]);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.student))).toEqual([]);
    expect(ids(await call(t.app, 'GET', `${P.pieces}?view=desk`, s.as.otherFaculty))).toEqual([]);
    expect((await call(t.app, 'GET', `${P.pieces}?view=everything`, s.as.mentor)).status).toBe(400);
  });
});

describe('pictures', () => {
  const upload = (
    pieceId: string,
    who: MagazineSchool['as'][keyof MagazineSchool['as']],
    bytes: Buffer,
    name: string,
  ) => {
    const boundary = '----magazine';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api${pathOf('pictures', { pieceId })}`,
      headers: { cookie: who.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('are checked from their bytes and stored without EXIF; readable by the author, not other students', async () => {
    const piece = await draftPiece(t.app, s.as.student, { kind: 'ARTWORK', section: 'Art' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b82f6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret camera', Artist: 'Riya' } })
      .toBuffer();
    expect(
      (await upload(piece.id, s.as.student, Buffer.from('not a picture at all, just words'), 'a.jpg')).statusCode,
    ).toBe(415);
    expect((await upload(piece.id, s.as.otherStudent, photo, 'a.jpg')).statusCode).toBe(404);
    const added = await upload(piece.id, s.as.student, photo, 'art.jpg');
    expect(added.statusCode).toBe(201);
    const picture = added.json().body.pictures[0];
    const [row] = await t.db.select().from(magazinePictures).where(eq(magazinePictures.id, picture.id));
    const stored = await storage.read(row?.storageKey ?? '');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const url = picture.url.replace('/api', '');
    expect((await call(t.app, 'GET', url, s.as.student)).status).toBe(200);
    expect((await call(t.app, 'GET', url, s.as.consented)).status).toBe(404);
    expect((await call(t.app, 'GET', url, s.as.otherSchool)).status).toBe(404);
    expect((await call(t.app, 'DELETE', url, s.as.consented)).status).toBe(404);
    expect((await call(t.app, 'DELETE', url, s.as.student)).body.pictures).toEqual([]);
  });
});
