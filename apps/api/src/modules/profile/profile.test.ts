import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProfileView } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes, parentConsents, profiles, users } from '../../db/schema';
import { buildMember } from '../../test/factories';
import type { SignedIn } from '../../test/session';
import { signIn } from '../../test/session';
import { hasGpsTag, minimalPdf, photoWithGps } from '../community/attachments/attachment-test-kit';
import { emitConsentChanged } from '../consent/consent-events';
import { recordConsent, recordConsentAnswer } from '../consent/consent-ledger.repository';
import { PROFILE_CHANGED } from './profile-read-cache';
import { buildProfileWorld, CHILD_BIRTHDAY, caller, type ProfileWorld, uploadTo } from './profile-test-kit';

let w: ProfileWorld;
let call: ReturnType<typeof caller>;

type Viewer = 'self' | 'classmate' | 'faculty' | 'school' | 'studentB' | 'facultyB' | 'individual' | 'visitor';
const VIEWERS: Viewer[] = ['self', 'classmate', 'faculty', 'school', 'studentB', 'facultyB', 'individual', 'visitor'];

/** Fills every section of a student's profile through the API; answers the ids the tests use. */
async function fillProfile(who: SignedIn) {
  const ok = async (response: Awaited<ReturnType<typeof call>>, status = 200): Promise<ProfileView> => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().body;
  };
  await ok(
    await call('PUT', '/api/profile/personal-info', who, {
      headline: 'Curious about rockets',
      about: 'I like building models and reading about space.',
      location: 'Bengaluru',
    }),
  );
  await ok(
    await call('POST', '/api/profile/experience', who, {
      title: 'Science club volunteer',
      organisation: 'School science club',
      startDate: '2024-06-01',
    }),
    201,
  );
  await ok(
    await call('POST', '/api/profile/education', who, {
      title: 'Class 7',
      organisation: 'Greenfield Test School',
      startDate: '2024-04-01',
      endDate: '2025-03-31',
    }),
    201,
  );
  const withCertificate = await ok(
    await call('POST', '/api/profile/certification', who, {
      title: 'Young Coders Level 1',
      organisation: 'Code Club',
      startDate: '2025-01-10',
      link: 'https://example.org/certificates/young-coders',
    }),
    201,
  );
  const withAchievement = await ok(
    await call('POST', '/api/profile/achievement', who, {
      title: 'First prize, inter-house quiz',
      startDate: '2025-02-02',
      description: 'Our team answered 18 of 20.',
    }),
    201,
  );
  const certificationId = withCertificate.certifications[0]?.id ?? '';
  const achievementId = withAchievement.achievements[0]?.id ?? '';
  await ok(await uploadTo(w.t, `/api/profile/certification/${certificationId}/file`, who, minimalPdf(), 'c.pdf'));
  await ok(await uploadTo(w.t, `/api/profile/achievement/${achievementId}/file`, who, await photoWithGps(800, 600)));
  await ok(await uploadTo(w.t, '/api/profile/picture', who, await photoWithGps(1200, 900)));
  await ok(await uploadTo(w.t, '/api/profile/background-image', who, await photoWithGps(2400, 800)));
  for (const name of ['Robotics', 'Public speaking', 'Chess']) {
    await ok(await call('POST', '/api/profile/skill', who, { name }), 201);
  }
  return ok(
    await call('GET', `/api/user/profile/${(await call('GET', '/api/user/me', who)).json().body.customUrl}`, who),
  );
}

let child: ProfileView;
let consented: ProfileView;
const signedInAs = (viewer: Viewer, owner: 'child' | 'consented'): SignedIn | undefined =>
  viewer === 'visitor' ? undefined : viewer === 'self' ? w.as[owner] : w.as[viewer];

beforeAll(async () => {
  w = await buildProfileWorld();
  call = caller(w.t);
  child = await fillProfile(w.as.child);
  consented = await fillProfile(w.as.consented);
}, 60_000);
afterAll(async () => w.t.close());

describe('who sees a child’s profile (no parent consent for outside the school)', () => {
  const expected: Record<Viewer, { status: number; personalInfo?: boolean; canEndorse?: boolean }> = {
    self: { status: 200, personalInfo: true, canEndorse: false },
    classmate: { status: 200, personalInfo: false, canEndorse: false },
    faculty: { status: 200, personalInfo: true, canEndorse: true },
    school: { status: 200, personalInfo: true, canEndorse: false },
    studentB: { status: 404 },
    facultyB: { status: 404 },
    individual: { status: 404 },
    visitor: { status: 401 },
  };
  it.each(VIEWERS)('%s', async (viewer) => {
    const response = await call('GET', `/api/user/profile/${child.customUrl}`, signedInAs(viewer, 'child'));
    const want = expected[viewer];
    expect(response.statusCode).toBe(want.status);
    if (want.status !== 200) {
      expect(response.body).not.toContain('Asha');
      return;
    }
    const body = response.json().body;
    expect(body.name).toBe(child.name);
    expect('personalInfo' in body).toBe(want.personalInfo);
    if (want.personalInfo) expect(body.personalInfo.dateOfBirth).toBeTruthy();
    else expect(response.body).not.toMatch(/@school\.test|\+9198|"dateOfBirth"/);
    expect(body.canEndorse).toBe(want.canEndorse);
    expect(body.studentClass).toBe('EIGHT');
    expect(body.pictureUrl).toMatch(/^\/api\/profile\/files\//);
    expect(body.certifications[0].link).toContain('example.org');
    expect(body.skills.map((skill: { name: string }) => skill.name)).toEqual(['Chess', 'Public speaking', 'Robotics']);
    expect('audience' in body).toBe(viewer === 'self');
    if (viewer === 'self') expect(body.audience).toBe('SCHOOL');
  });
});

describe('who sees a child’s profile whose parent allowed it outside the school', () => {
  const outsider = { status: 200, short: true, personalInfo: false };
  const expected: Record<Viewer, { status: number; short?: boolean; personalInfo?: boolean }> = {
    self: { status: 200, short: false, personalInfo: true },
    classmate: { status: 200, short: false, personalInfo: false },
    faculty: { status: 200, short: false, personalInfo: true },
    school: { status: 200, short: false, personalInfo: true },
    studentB: outsider,
    facultyB: outsider,
    individual: outsider,
    visitor: { status: 401 },
  };
  it.each(VIEWERS)('%s', async (viewer) => {
    const response = await call('GET', `/api/user/profile/${consented.customUrl}`, signedInAs(viewer, 'consented'));
    const want = expected[viewer];
    expect(response.statusCode).toBe(want.status);
    if (want.status !== 200) return;
    const body = response.json().body;
    expect('personalInfo' in body).toBe(want.personalInfo);
    if (want.short) {
      // Outside the school: "First L.", no class, place, certificate files, links, or teachers' names.
      expect(body.name).toMatch(/^Asha [A-Z]\.$/);
      expect(response.body).not.toContain('Kumar');
      expect(body.studentClass).toBeNull();
      for (const hidden of ['location', 'personalInfo']) expect(hidden in body).toBe(false);
      expect('link' in body.certifications[0]).toBe(false);
      expect('file' in body.certifications[0]).toBe(false);
      expect('endorsers' in body.skills[0]).toBe(false);
      expect(response.body).not.toMatch(/example\.org|Bengaluru|@school\.test|\+9198/);
      // The parent's yes covers photos in public (PUBLIC_PHOTOS) until they withdraw it.
      expect(body.pictureUrl).toMatch(/^\/api\/profile\/files\//);
      expect(body.achievements[0].file.type).toBe('IMAGE');
      // The parts a public profile is for are there.
      expect(body.headline).toBe('Curious about rockets');
      expect(body.achievements[0].title).toBe('First prize, inter-house quiz');
      expect(body.skills).toHaveLength(3);
    } else {
      expect(body.name).toBe(consented.name);
      expect(body.location).toBe('Bengaluru');
      expect(body.achievements[0].file.type).toBe('IMAGE');
    }
    if (viewer === 'self') expect(body.audience).toBe('EVERYONE');
  });
});

describe("a profile's files", () => {
  const fileOf = (profile: ProfileView) => profile.pictureUrl ?? '';
  const expected: Record<Viewer, { child: number; consented: number }> = {
    self: { child: 200, consented: 200 },
    classmate: { child: 200, consented: 200 },
    faculty: { child: 200, consented: 200 },
    school: { child: 200, consented: 200 },
    studentB: { child: 404, consented: 200 },
    facultyB: { child: 404, consented: 200 },
    individual: { child: 404, consented: 200 },
    visitor: { child: 401, consented: 401 },
  };
  it.each(VIEWERS)('%s', async (viewer) => {
    const forChild = await call('GET', fileOf(child), signedInAs(viewer, 'child'));
    expect(forChild.statusCode).toBe(expected[viewer].child);
    const forConsented = await call('GET', fileOf(consented), signedInAs(viewer, 'consented'));
    expect(forConsented.statusCode).toBe(expected[viewer].consented);
    if (forChild.statusCode === 200) {
      expect(forChild.headers['content-type']).toBe('image/webp');
      expect(forChild.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it("a parent's withdrawal of photo consent takes the child's pictures off the profile outside the school at once", async () => {
    const url = `/api/user/profile/${consented.customUrl}`;
    const certificate = consented.certifications[0]?.file?.url ?? '';
    expect((await call('GET', certificate, w.as.studentB)).statusCode).toBe(404);
    await recordConsent(w.t.db, {
      userId: consented.id,
      purposes: ['PUBLIC_PHOTOS'],
      granted: false,
      grantor: 'PARENT',
      source: 'parent-manage',
    });
    emitConsentChanged(w.t.bus, consented.id);
    const outside = await call('GET', url, w.as.studentB);
    for (const hidden of ['pictureUrl', 'backgroundUrl']) expect(hidden in outside.json().body).toBe(false);
    expect('file' in outside.json().body.achievements[0]).toBe(false);
    expect(outside.body).not.toContain('/api/profile/files/');
    expect((await call('GET', consented.pictureUrl ?? '', w.as.studentB)).statusCode).toBe(404);
    // Inside the school nothing changes.
    expect((await call('GET', consented.pictureUrl ?? '', w.as.classmate)).statusCode).toBe(200);
    await recordConsent(w.t.db, {
      userId: consented.id,
      purposes: ['COMMUNITY'],
      granted: false,
      grantor: 'PARENT',
      source: 'parent-manage',
    });
    emitConsentChanged(w.t.bus, consented.id);
    expect((await call('GET', url, w.as.studentB)).statusCode).toBe(404);
    expect((await call('GET', url, w.as.classmate)).statusCode).toBe(200);
    const own = (await call('GET', url, w.as.consented)).json().body;
    expect(own.audience).toBe('SCHOOL');
  });

  it('stores photos re-encoded: WebP, no EXIF or GPS, at most 1600 px wide; a certificate PDF as a download', async () => {
    const picture = await call('GET', child.pictureUrl ?? '', w.as.child);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(hasGpsTag(meta.exif)).toBe(false);
    const background = await sharp((await call('GET', child.backgroundUrl ?? '', w.as.child)).rawPayload).metadata();
    expect(background.width).toBeLessThanOrEqual(1600);
    const certificate = await call('GET', child.certifications[0]?.file?.url ?? '', w.as.classmate);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toContain('attachment');
  });

  it('refuses what is not a photo (or a PDF for a certificate), and files of unknown or replaced names', async () => {
    const text = Buffer.from('just some text, not a picture at all, long enough to be sniffed properly');
    expect((await uploadTo(w.t, '/api/profile/picture', w.as.child, text)).statusCode).toBe(415);
    expect((await uploadTo(w.t, '/api/profile/picture', w.as.child, minimalPdf(), 'x.pdf')).statusCode).toBe(415);
    const achievementId = child.achievements[0]?.id ?? '';
    const pdfForAchievement = await uploadTo(
      w.t,
      `/api/profile/achievement/${achievementId}/file`,
      w.as.child,
      minimalPdf(),
    );
    expect(pdfForAchievement.statusCode).toBe(415);
    const noFile = await call('POST', '/api/profile/picture', w.as.child, {});
    expect([400, 415]).toContain(noFile.statusCode);
    const unknown = `/api/profile/files/${child.id}/00000000-0000-4000-8000-000000000000.webp`;
    expect((await call('GET', unknown, w.as.child)).statusCode).toBe(404);
    expect((await call('GET', `/api/profile/files/${child.id}/..%2F..%2Fetc.webp`, w.as.child)).statusCode).toBe(400);
    // Someone else's entry cannot take a file.
    expect(
      (
        await uploadTo(
          w.t,
          `/api/profile/achievement/${achievementId}/file`,
          w.as.classmate,
          await photoWithGps(400, 300),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a replaced picture is gone from the store and no longer served', async () => {
    const before = await call('GET', `/api/user/profile/${child.customUrl}`, w.as.child);
    const oldUrl = before.json().body.pictureUrl;
    const replaced = await uploadTo(w.t, '/api/profile/picture', w.as.child, await photoWithGps(600, 600));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().body.pictureUrl).not.toBe(oldUrl);
    expect((await call('GET', oldUrl, w.as.child)).statusCode).toBe(404);
    const removed = await call('DELETE', '/api/profile/picture', w.as.child);
    expect(removed.json().body.pictureUrl).toBeNull();
    const folder = path.join(w.t.config.filesDir, 'profile', child.id);
    const left = await readdir(folder).catch(() => []);
    expect(left).toHaveLength(3); // background, certificate PDF, achievement picture
    await readFile(path.join(folder, left[0] ?? '')); // still readable: the others are untouched
    child = (await uploadTo(w.t, '/api/profile/picture', w.as.child, await photoWithGps(600, 600))).json().body;
  });
});

describe('endorsing a student’s skill', () => {
  const expected: Record<Viewer, number> = {
    self: 403,
    classmate: 403,
    faculty: 200,
    school: 403,
    studentB: 404,
    facultyB: 404,
    individual: 404,
    visitor: 401,
  };
  it.each(VIEWERS)('%s', async (viewer) => {
    const skillId = child.skills[0]?.id ?? '';
    const response = await call('POST', `/api/profile/skill/${skillId}/endorsement`, signedInAs(viewer, 'child'));
    expect(response.statusCode).toBe(expected[viewer]);
  });

  it('counts once per teacher, shows the teacher inside the school, and can be withdrawn', async () => {
    const skillId = child.skills[0]?.id ?? '';
    await call('POST', `/api/profile/skill/${skillId}/endorsement`, w.as.faculty);
    const seen = (await call('GET', `/api/user/profile/${child.customUrl}`, w.as.classmate)).json().body;
    expect(seen.skills[0]).toMatchObject({ endorsements: 1, endorsedByViewer: false });
    expect(seen.skills[0].endorsers).toEqual([{ id: w.people.faculty.id, name: w.people.faculty.name }]);
    const withdrawn = await call('DELETE', `/api/profile/skill/${skillId}/endorsement`, w.as.faculty);
    expect(withdrawn.json().body.skills[0]).toMatchObject({ endorsements: 0, endorsedByViewer: false });
    expect((await call('POST', '/api/profile/skill/not-a-uuid/endorsement', w.as.faculty)).statusCode).toBe(400);
  });
});

describe("editing one's own profile", () => {
  it.each(VIEWERS.filter((viewer) => viewer !== 'self'))(
    "%s cannot edit, reorder or remove the child's entries or skills (404 as unknown; 401 signed out)",
    async (viewer) => {
      const who = signedInAs(viewer, 'child');
      const status = viewer === 'visitor' ? 401 : 404;
      const entryId = child.experience[0]?.id ?? '';
      const skillId = child.skills[0]?.id ?? '';
      const edit = await call('PUT', `/api/profile/experience/${entryId}`, who, { title: 'Changed by someone else' });
      expect(edit.statusCode).toBe(status);
      expect((await call('DELETE', `/api/profile/experience/${entryId}`, who)).statusCode).toBe(status);
      expect((await call('DELETE', `/api/profile/skill/${skillId}`, who)).statusCode).toBe(status);
      expect((await call('PUT', `/api/profile/skill/${skillId}`, who, { name: 'Other' })).statusCode).toBe(status);
      const after = (await call('GET', `/api/user/profile/${child.customUrl}`, w.as.child)).json().body;
      expect(after.experience[0].title).toBe('Science club volunteer');
      expect(after.skills).toHaveLength(3);
    },
  );

  it('validates every field and changes nothing on bad input', async () => {
    const bad: Array<[string, string, object]> = [
      ['POST', '/api/profile/experience', { title: 'x' }],
      ['POST', '/api/profile/experience', { title: 'Fine', startDate: '2025-02-30' }],
      ['POST', '/api/profile/education', { title: 'Fine', startDate: '2025-05-01', endDate: '2025-01-01' }],
      ['POST', '/api/profile/certification', { title: 'Fine', link: 'javascript:alert(1)' }],
      ['POST', '/api/profile/achievement', { title: 'Fine', unknown: true }],
      ['POST', '/api/profile/skill', { name: '' }],
      ['POST', '/api/profile/skill', { name: 'x'.repeat(41) }],
      ['PUT', '/api/profile/personal-info', { headline: 'x'.repeat(121), about: null, location: null }],
      ['PUT', '/api/profile/experience/order', { ids: ['not-a-uuid'] }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await call(method as 'POST', url, w.as.classmate, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    const own = (await call('GET', `/api/user/profile/${w.people.classmate.customUrl}`, w.as.classmate)).json().body;
    expect(own.experience).toHaveLength(0);
    expect(own.skills).toHaveLength(0);
    expect(own.headline).toBeNull();
  });

  it('adds newest first, edits, reorders (every id once) and removes', async () => {
    const who = w.as.classmate;
    await call('POST', '/api/profile/experience', who, { title: 'Library helper' });
    const two = (await call('POST', '/api/profile/experience', who, { title: 'Class monitor' })).json().body;
    expect(two.experience.map((entry: { title: string }) => entry.title)).toEqual(['Class monitor', 'Library helper']);
    const [first, second] = two.experience.map((entry: { id: string }) => entry.id);
    const partial = await call('PUT', '/api/profile/experience/order', who, { ids: [second] });
    expect(partial.statusCode).toBe(400);
    const reordered = await call('PUT', '/api/profile/experience/order', who, { ids: [second, first] });
    expect(reordered.json().body.experience[0].title).toBe('Library helper');
    const edited = await call('PUT', `/api/profile/experience/${first}`, who, {
      title: 'Class monitor (Term 2)',
      description: 'Kept the attendance sheet.',
    });
    expect(edited.json().body.experience[1]).toMatchObject({ title: 'Class monitor (Term 2)' });
    // An id of another section is not found in this one.
    expect((await call('DELETE', `/api/profile/education/${first}`, who)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/profile/experience/${first}`, who);
    expect(removed.json().body.experience).toHaveLength(1);
    await call('POST', '/api/profile/skill', who, { name: 'Drawing' });
    expect((await call('POST', '/api/profile/skill', who, { name: '  drawing ' })).statusCode).toBe(409);
    const clearedAbout = await call('PUT', '/api/profile/personal-info', who, {
      headline: '',
      about: 'Hello',
      location: null,
    });
    expect(clearedAbout.json().body).toMatchObject({ headline: null, about: 'Hello' });
  });
});

describe('/individual/update and /institute/update', () => {
  it('an individual changes their details; a phone in use is a 409; students and schools get 403', async () => {
    const got = await call('GET', '/api/individual/update', w.as.individual);
    expect(got.json().body).toMatchObject({ email: w.people.individual.email, address: null });
    const saved = await call('PATCH', '/api/individual/update', w.as.individual, {
      name: 'Meera Rao',
      phone: '+919812345678',
      dateOfBirth: '1990-01-20',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body).toMatchObject({ name: 'Meera Rao', phone: '+919812345678' });
    const taken = await call('PATCH', '/api/individual/update', w.as.faculty, { phone: '+919812345678' });
    expect(taken.statusCode).toBe(409);
    const rename = await call('PATCH', '/api/individual/update', w.as.faculty, { name: 'Another Name' });
    expect(rename.statusCode).toBe(403);
    expect((await call('PATCH', '/api/individual/update', w.as.child, { name: 'Child' })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/individual/update', w.as.school, { name: 'School' })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/individual/update', undefined, { name: 'Nobody' })).statusCode).toBe(401);
    expect((await call('PATCH', '/api/individual/update', w.as.individual, { phone: '12' })).statusCode).toBe(400);
  });

  it('the school account changes its name, phone and address; nobody else may', async () => {
    const saved = await call('PATCH', '/api/institute/update', w.as.school, {
      name: 'Greenfield Test School (Senior)',
      address: { line1: '2 Lake Road', countryCode: 'IN', stateCode: 'KA', city: 'Mysuru', pincode: '570001' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body).toMatchObject({ name: 'Greenfield Test School (Senior)', address: { city: 'Mysuru' } });
    const seen = (await call('GET', `/api/user/profile/${child.customUrl}`, w.as.child)).json().body;
    expect(seen.instituteName).toBe('Greenfield Test School (Senior)');
    for (const who of [w.as.faculty, w.as.child, w.as.individual, w.as.studentB]) {
      expect((await call('PATCH', '/api/institute/update', who, { name: 'Taken over' })).statusCode).toBe(403);
    }
    expect((await call('PATCH', '/api/institute/update', w.as.school, { name: 'x' })).statusCode).toBe(400);
  });

  it('keeps the state as sign-up stores it and answers it as the state list names it, so the form round-trips', async () => {
    const address = { line1: '2 Lake Road', countryCode: 'IN', city: 'Mysuru', pincode: '570001' };
    const saved = await call('PATCH', '/api/institute/update', w.as.school, {
      address: { ...address, stateCode: 'IN-KA' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body.address.stateCode).toBe('IN-KA');
    const [row] = await w.t.db
      .select({ stateCode: institutes.stateCode })
      .from(institutes)
      .where(eq(institutes.id, w.schoolA.institute.id));
    expect(row?.stateCode).toBe('KA');
    expect((await call('GET', '/api/institute/update', w.as.school)).json().body.address.stateCode).toBe('IN-KA');
    const unknown = await call('PATCH', '/api/institute/update', w.as.school, {
      address: { ...address, stateCode: 'IN-ZZ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'address.stateCode', message: 'Unknown state' }]);
  });
});

describe('staff and individuals', () => {
  it("a teacher's profile is seen inside the school only; an individual's by anyone signed in, without contact details", async () => {
    const teacher = `/api/user/profile/${w.people.faculty.customUrl}`;
    expect((await call('GET', teacher, w.as.child)).statusCode).toBe(200);
    expect((await call('GET', teacher, w.as.studentB)).statusCode).toBe(404);
    expect((await call('GET', teacher, w.as.individual)).statusCode).toBe(404);
    const teacherSeenBySchool = (await call('GET', teacher, w.as.school)).json().body;
    expect(teacherSeenBySchool.personalInfo.email).toBe(w.people.faculty.email);
    expect('personalInfo' in (await call('GET', teacher, w.as.child)).json().body).toBe(false);
    const individual = `/api/user/profile/${w.people.individual.customUrl}`;
    const seen = await call('GET', individual, w.as.studentB);
    expect(seen.statusCode).toBe(200);
    expect('personalInfo' in seen.json().body).toBe(false);
    expect((await call('GET', individual, undefined)).statusCode).toBe(401);
  });
});

describe('the stored read, shared by viewers for a few seconds', () => {
  it("an owner's edit and a parent's withdrawal (through the school) are seen on the very next read", async () => {
    const kid = await buildMember(w.t.db, w.schoolA.institute.id, 'CANDIDATE');
    await w.t.db.update(users).set({ dateOfBirth: CHILD_BIRTHDAY }).where(eq(users.id, kid.id));
    await w.t.db.insert(parentConsents).values({
      instituteId: w.schoolA.institute.id,
      studentId: kid.id,
      parentName: 'A Parent',
      parentEmail: 'kid-parent@mail.test',
      status: 'GRANTED',
      decidedAt: new Date(),
    });
    await recordConsentAnswer(w.t.db, {
      studentId: kid.id,
      status: 'GRANTED',
      faceChecks: false,
      grantor: 'PARENT',
      recordedBy: null,
      source: 'parent-link',
    });
    const asKid = await signIn(w.t.app, 'user', kid.email);
    const url = `/api/user/profile/${kid.customUrl}`;
    const outside = async () => call('GET', url, w.as.studentB);
    expect((await outside()).statusCode).toBe(200);

    // The read is shared: a row written behind the service's back shows once it is announced, as services do.
    await w.t.db.insert(profiles).values({ userId: kid.id, headline: 'Written directly' });
    expect((await outside()).json().body.headline).toBeNull();
    w.t.bus.emit(PROFILE_CHANGED, kid.id);
    expect((await outside()).json().body.headline).toBe('Written directly');

    const edited = await call('PUT', '/api/profile/personal-info', asKid, {
      headline: 'Builds paper rockets',
      about: null,
      location: null,
    });
    expect(edited.statusCode).toBe(200);
    expect((await outside()).json().body.headline).toBe('Builds paper rockets');
    expect((await call('GET', url, w.as.classmate)).json().body.headline).toBe('Builds paper rockets');

    const withdrawn = await call('PATCH', `/api/institute/parent-consent/${kid.id}/status`, w.as.school, {
      status: 'DECLINED',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await outside()).statusCode).toBe(404);
    expect((await call('GET', url, w.as.individual)).statusCode).toBe(404);
    expect((await call('GET', url, w.as.classmate)).statusCode).toBe(200);
  });
});
