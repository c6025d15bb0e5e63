import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { COMMUNITY_MESSAGES, USER_STORY_MESSAGES, type UserStory } from '@noticeboard/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStories } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { hasGpsTag, minimalPdf, photoWithGps } from '../community/attachments/attachment-test-kit';
import { answerParentConsent } from '../consent/consent-test-kit';
import { systemClock } from '../module';
import { runStoryOperatorCommand } from './story-operator-commands';
import { UserStoryService } from './user-story.service';

const STORY =
  'Our class reads the Noticeboard news every morning and then we talk about one article together before maths.';

let t: TestApp;
let reader: SignedIn;
let child: SignedIn;
let childWithoutConsent: SignedIn;
let teacher: SignedIn;
let readerId: string;

function send(who: SignedIn | undefined, parts: { story?: string; picture?: Buffer; pictureName?: string }) {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (parts.story !== undefined)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="story"\r\n\r\n${parts.story}\r\n`));
  if (parts.picture)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${parts.pictureName ?? 'me.jpg'}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      parts.picture,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/user-stories',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload: Buffer.concat(chunks),
  });
}

const get = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

async function storiesOf(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(userStories).where(eq(userStories.userId, userId));
  return row?.n ?? 0;
}

async function storedPictures(): Promise<string[]> {
  return readdir(path.join(t.config.filesDir, 'user-stories'), { recursive: true }).catch(() => []);
}

async function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStoryOperatorCommand(argv, {
    stories: new UserStoryService(t.db, { remove: async () => undefined } as never, {} as never, systemClock),
    defaultOperator: 'ops@test',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildInstitute(t.db, 'Story School');
  const individual = await buildIndividual(t.db);
  readerId = individual.id;
  const student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
  const student2 = await buildMember(t.db, school.institute.id, 'CANDIDATE');
  const faculty = await buildMember(t.db, school.institute.id, 'FACULTY');
  await answerParentConsent(t.db, { instituteId: school.institute.id, studentId: student.id });
  reader = await signIn(t.app, 'individual', individual.email);
  child = await signIn(t.app, 'user', student.email);
  childWithoutConsent = await signIn(t.app, 'user', student2.email);
  teacher = await signIn(t.app, 'faculty', faculty.email);
}, 600_000);
afterAll(async () => t.close());

describe('sending a story', () => {
  it('needs a signed-in person, and a student needs their parent’s community consent', async () => {
    expect((await send(undefined, { story: STORY })).statusCode).toBe(401);
    const refused = await send(childWithoutConsent, { story: STORY, picture: await photoWithGps(400, 300) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMUNITY_MESSAGES.consentRequired);
    expect(await storiesOf(childWithoutConsent.userId)).toBe(0);
    // The form can say so before the child writes anything.
    expect((await get('/api/user-stories', childWithoutConsent)).json().body).toEqual({
      stories: [],
      consentRequired: true,
    });
  });

  it('refuses words that are too short, too long or missing, storing nothing (not even the picture)', async () => {
    const before = await storedPictures();
    const short = await send(reader, { story: 'Too short', picture: await photoWithGps(400, 300) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(USER_STORY_MESSAGES.tooShort);
    expect(short.json().details).toEqual([{ field: 'story', message: USER_STORY_MESSAGES.tooShort }]);
    const long = await send(reader, { story: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(USER_STORY_MESSAGES.tooLong);
    expect((await send(reader, {})).statusCode).toBe(400);
    expect((await send(reader, { story: STORY, picture: minimalPdf(), pictureName: 'a.pdf' })).statusCode).toBe(415);
    expect(await storiesOf(readerId)).toBe(0);
    expect(await storedPictures()).toEqual(before);
  });

  it('keeps the story with its picture re-encoded without EXIF or GPS, one waiting story at a time', async () => {
    const sent = await send(reader, { story: `  ${STORY}  `, picture: await photoWithGps(2400, 1600) });
    expect(sent.statusCode).toBe(201);
    const story: UserStory = sent.json().body;
    expect(story).toMatchObject({ story: STORY, status: 'PENDING', reviewedAt: null });
    expect(story.pictureUrl).toBe(`/api/user-stories/${story.id}/picture`);

    const picture = await get(story.pictureUrl ?? '', reader);
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect(meta.width).toBeLessThanOrEqual(1600);

    const again = await send(reader, { story: STORY });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_STORY_MESSAGES.alreadyPending);
    expect(await storiesOf(readerId)).toBe(1);

    const own = await get('/api/user-stories', reader);
    expect(own.json().body.consentRequired).toBe(false);
    expect(own.json().body.stories.map((row: UserStory) => row.id)).toEqual([story.id]);
  });

  it('lets a student with their parent’s consent send one without a picture', async () => {
    const sent = await send(child, { story: STORY });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().body.pictureUrl).toBeNull();
  });

  it('never shows one person’s story to another', async () => {
    const [story] = (await get('/api/user-stories', reader)).json().body.stories as UserStory[];
    for (const who of [teacher, child, childWithoutConsent]) {
      expect((await get(story?.pictureUrl ?? '', who)).statusCode).toBe(404);
      const own = (await get('/api/user-stories', who)).json().body.stories as UserStory[];
      expect(own.map((row) => row.id)).not.toContain(story?.id);
    }
    expect((await get(story?.pictureUrl ?? '')).statusCode).toBe(401);
  });
});

describe('the operators’ decisions', () => {
  it('lists waiting stories for the operator only, decides each once, and then the author may send another', async () => {
    // No HTTP route lists other people's stories: the list is the operator's command.
    const [story] = (await get('/api/user-stories', reader)).json().body.stories as UserStory[];
    const list = await operator('list-pending');
    expect(list.code).toBe(0);
    expect(list.out).toContain(story?.id);
    expect((await operator('show', story?.id ?? '')).out).toContain(STORY);
    expect((await operator('reject', story?.id ?? '')).code).toBe(2);
    expect((await operator('approve', story?.id ?? '')).code).toBe(0);
    expect((await operator('reject', story?.id ?? '', '--note', 'Late')).code).toBe(1);
    expect((await operator('list-pending')).out).not.toContain(story?.id);

    const mine = (await get('/api/user-stories', reader)).json().body.stories as UserStory[];
    expect(mine[0]?.status).toBe('APPROVED');
    expect((await send(reader, { story: `${STORY} And again.` })).statusCode).toBe(201);
  });
});
