/**
 * The assembly over days with a moved clock (Monday 30 Nov 2026, 07:00 in India, assembly at 08:00): settings and
 * who may change them, bulletins made by the job for school days only (not weekends, holidays or a school that
 * turned it off), one per school and day even when runs race, the next school day's made once today's is out, locked
 * after assembly except for a noted correction; edits by staff on the revision they saw; PDF and audio for members.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblyBulletins } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { looksLikeMp3 } from '../news/audio/audio-test-kit';
import { ASSEMBLY_AUDIO_JOB, ASSEMBLY_BULLETIN_JOB, prepareAllBulletins } from './assembly.job';
import { type AssemblySchool, assemblySchool, call, movableClock, SETTINGS, someNews } from './assembly-test-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONDAY_7AM = new Date('2026-11-30T01:30:00Z');

describe('the assembly', () => {
  let t: TestApp;
  let a: AssemblySchool;
  let b: AssemblySchool;
  const clock = movableClock(MONDAY_7AM);
  const job = () => prepareAllBulletins(t.db, clock.now());
  const bulletinsOf = async (instituteId: string) =>
    (await t.db.select().from(assemblyBulletins).where(eq(assemblyBulletins.instituteId, instituteId))).map(
      (row) => row.day,
    );

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    await someNews(t.db);
    a = await assemblySchool(t.app, t.db, 'Hillside School');
    b = await assemblySchool(t.app, t.db, 'Riverside School');
  });
  afterAll(() => t.close());

  describe('settings', () => {
    it('are the defaults until saved, for the school account and its admins only', async () => {
      const read = await call(t.app, 'GET', '/assembly/settings', a.school);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        saved: false,
        schoolDays: [1, 2, 3, 4, 5, 6],
        assemblyTime: '08:00',
        timeZone: 'Asia/Kolkata',
      });
      expect((await call(t.app, 'GET', '/assembly/settings')).status).toBe(401);
      expect((await call(t.app, 'GET', '/assembly/settings', a.faculty)).status).toBe(403);
      expect((await call(t.app, 'GET', '/assembly/settings', a.student)).status).toBe(403);
      expect((await call(t.app, 'PUT', '/assembly/settings', a.faculty, SETTINGS)).status).toBe(403);
    });

    it('refuse bad input and change nothing', async () => {
      const bad = await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, assemblyTime: '25:00' });
      expect(bad.status).toBe(400);
      const zone = await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, timeZone: 'Mars/Olympus' });
      expect(zone.status).toBe(400);
      const many = await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, headlineCount: 11 });
      expect(many.status).toBe(400);
      const own = await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, thoughtSource: 'OWN' });
      expect(own.status).toBe(400);
      expect((await call(t.app, 'GET', '/assembly/settings', a.school)).body.saved).toBe(false);
      expect(await bulletinsOf(a.instituteId)).toEqual([]);
    });

    it("saved by an admin, make today's bulletin at once; another school's stay their own", async () => {
      const saved = await call(t.app, 'PUT', '/assembly/settings', a.admin, SETTINGS);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ saved: true, headlineCount: 3, nextAssembly: { day: '2026-11-30' } });
      expect(saved.body.nextAssembly.at).toBe('2026-11-30T02:30:00.000Z');
      expect(await bulletinsOf(a.instituteId)).toEqual(['2026-11-30']);
      expect((await call(t.app, 'GET', '/assembly/settings', b.school)).body.saved).toBe(false);
      expect(await bulletinsOf(b.instituteId)).toEqual([]);
    });
  });

  describe('the schedule', () => {
    it("shows today's bulletin to staff as upcoming before assembly, and to nobody as out", async () => {
      const staffView = await call(t.app, 'GET', '/assembly/bulletin', a.faculty);
      expect(staffView.body.current).toBeNull();
      expect(staffView.body.upcoming).toMatchObject({ day: '2026-11-30', state: 'UPCOMING', revision: 1 });
      expect(staffView.body.upcoming.headlines).toHaveLength(3);
      // One headline per category first.
      const categories = staffView.body.upcoming.headlines.map((headline: { category: string }) => headline.category);
      expect(new Set(categories).size).toBe(3);
      expect(staffView.body.upcoming.announcements).toEqual(['Sports day practice after lunch']);
      expect(staffView.body.upcoming.thought.text).toBeTruthy();
      const studentView = await call(t.app, 'GET', '/assembly/bulletin', a.student);
      expect(studentView.body).toMatchObject({ current: null, upcoming: null, canEdit: false });
      const visitor = await call(t.app, 'GET', `/assembly/bulletin?customUrl=${a.customUrl}`);
      expect(visitor.body).toMatchObject({ current: null, upcoming: null, canEdit: false, enabled: true });
    });

    it("puts it out at assembly, then makes the next school day's", async () => {
      clock.set(new Date('2026-11-30T02:30:00Z'));
      const out = await call(t.app, 'GET', `/assembly/bulletin?customUrl=${a.customUrl}`);
      expect(out.body.current).toMatchObject({ day: '2026-11-30', state: 'OUT' });
      const job = t.app.backgroundJobs.find((candidate) => candidate.name === ASSEMBLY_BULLETIN_JOB);
      await job?.run();
      expect((await bulletinsOf(a.instituteId)).sort()).toEqual(['2026-11-30', '2026-12-01']);
      const staffView = await call(t.app, 'GET', '/assembly/bulletin', a.school);
      expect(staffView.body.upcoming).toMatchObject({ day: '2026-12-01', state: 'UPCOMING' });
    });

    it('locks a bulletin that is out: only a correction with a note changes it', async () => {
      const view = await call(t.app, 'GET', '/assembly/bulletin', a.faculty);
      const monday = view.body.current;
      const edit = { revision: monday.revision, headlines: [], announcements: [], thought: monday.thought.text };
      const locked = await call(t.app, 'PATCH', `/assembly/bulletin/${monday.id}`, a.faculty, edit);
      expect(locked.status).toBe(409);
      const corrected = await call(t.app, 'PATCH', `/assembly/bulletin/${monday.id}`, a.faculty, {
        ...edit,
        headlines: monday.headlines.slice(0, 2),
        correctionNote: 'A headline was read twice',
      });
      expect(corrected.status).toBe(200);
      expect(corrected.body).toMatchObject({ state: 'OUT', correctionNote: 'A headline was read twice' });
      expect(corrected.body.headlines).toHaveLength(2);
    });

    it('makes nothing for weekends and holidays, and skips them to the next school day', async () => {
      await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, holidays: ['2026-12-07'] });
      for (let day = 1; day <= 6; day += 1) {
        clock.set(new Date(Date.parse('2026-11-30T02:30:00Z') + day * DAY));
        await job();
      }
      // Tuesday … Friday, then Saturday 5 Dec: Friday's assembly passed, Monday 7 is a holiday → Tuesday 8.
      const days = (await bulletinsOf(a.instituteId)).sort();
      expect(days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-08']);
      const tuesday = await t.db
        .select({ announcements: assemblyBulletins.announcements })
        .from(assemblyBulletins)
        .where(and(eq(assemblyBulletins.instituteId, a.instituteId), eq(assemblyBulletins.day, '2026-12-08')));
      // The announcement ended on 4 Dec.
      expect(tuesday[0]?.announcements).toEqual([]);
    });

    it('makes one bulletin when runs race', async () => {
      await t.db
        .delete(assemblyBulletins)
        .where(and(eq(assemblyBulletins.instituteId, a.instituteId), eq(assemblyBulletins.day, '2026-12-08')));
      await Promise.all([job(), job(), job()]);
      const days = await bulletinsOf(a.instituteId);
      expect(days.filter((day) => day === '2026-12-08')).toHaveLength(1);
    });

    it('makes none once the school turns its assembly off', async () => {
      await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, enabled: false });
      const before = (await bulletinsOf(a.instituteId)).length;
      clock.set(new Date('2026-12-08T03:00:00Z'));
      await job();
      expect(await bulletinsOf(a.instituteId)).toHaveLength(before);
      const visitor = await call(t.app, 'GET', `/assembly/bulletin?customUrl=${a.customUrl}`);
      expect(visitor.body).toMatchObject({ enabled: false, current: null });
      await call(t.app, 'PUT', '/assembly/settings', a.admin, SETTINGS);
    });
  });

  describe('edits', () => {
    let upcoming: {
      id: string;
      revision: number;
      headlines: Array<{ articleId: string; title: string; summary: string }>;
    };

    beforeAll(async () => {
      clock.set(new Date('2026-12-08T04:00:00Z'));
      await job();
      upcoming = (await call(t.app, 'GET', '/assembly/bulletin', a.school)).body.upcoming;
    });

    it('are for the school’s staff on the revision they saw', async () => {
      const [first, second, third] = upcoming.headlines;
      if (!first || !second || !third) throw new Error('three headlines expected');
      const edit = {
        revision: upcoming.revision,
        headlines: [
          { articleId: third.articleId, title: 'Our own words for this one', summary: third.summary },
          { articleId: first.articleId, title: first.title, summary: first.summary },
        ],
        announcements: ['Library books due on Friday'],
        thought: 'Kindness is free: give it away every day.',
      };
      const url = `/assembly/bulletin/${upcoming.id}`;
      expect((await call(t.app, 'PATCH', url, a.student, edit)).status).toBe(403);
      expect((await call(t.app, 'PATCH', url, undefined, edit)).status).toBe(401);
      expect((await call(t.app, 'PATCH', url, b.faculty, edit)).status).toBe(404);
      const unknown = { ...edit, headlines: [{ articleId: crypto.randomUUID(), title: 'Made up', summary: '' }] };
      expect((await call(t.app, 'PATCH', url, a.faculty, unknown)).status).toBe(400);
      const saved = await call(t.app, 'PATCH', url, a.faculty, edit);
      expect(saved.status).toBe(200);
      expect(saved.body.revision).toBe(upcoming.revision + 1);
      expect(saved.body.headlines.map((headline: { title: string }) => headline.title)).toEqual([
        'Our own words for this one',
        first.title,
      ]);
      expect(saved.body).toMatchObject({ announcements: ['Library books due on Friday'], state: 'UPCOMING' });
      expect(saved.body.thought).toEqual({ text: 'Kindness is free: give it away every day.', author: null });
      const stale = await call(t.app, 'PATCH', url, a.admin, edit);
      expect(stale.status).toBe(409);
      // An edited bulletin is not remade by a settings change.
      await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, headlineCount: 5 });
      const after = (await call(t.app, 'GET', '/assembly/bulletin', a.school)).body.upcoming;
      expect(after.headlines).toHaveLength(2);
    });
  });

  describe('a bulletin made before the news came in', () => {
    it('gets its headlines once news exists, unless someone edited it', async () => {
      const c = await assemblySchool(t.app, t.db, 'Lakeside School');
      await call(t.app, 'PUT', '/assembly/settings', c.school, SETTINGS);
      const today = clock.now();
      const empty = (day: string, editedBy: string | null) => ({
        instituteId: c.instituteId,
        day,
        assemblyAt: new Date(Date.parse(`${day}T02:30:00Z`)),
        headlines: [],
        announcements: [],
        birthdayUserIds: [],
        toppers: [],
        editedBy,
      });
      const day = (back: number) => new Date(today.getTime() - back * DAY).toISOString().slice(0, 10);
      await t.db.insert(assemblyBulletins).values([empty(day(1), null), empty(day(2), c.faculty.userId)]);
      await job();
      const rows = await t.db.select().from(assemblyBulletins).where(eq(assemblyBulletins.instituteId, c.instituteId));
      const byDay = new Map(rows.map((row) => [row.day, row]));
      expect(byDay.get(day(1))?.headlines).toHaveLength(3);
      expect(byDay.get(day(1))?.revision).toBe(2);
      expect(byDay.get(day(2))?.headlines).toEqual([]);
    });
  });

  describe('print and audio', () => {
    it('print as one page for members of the school only', async () => {
      const bulletin = (await call(t.app, 'GET', '/assembly/bulletin', a.school)).body.upcoming;
      const url = `/assembly/bulletin/${bulletin.id}/pdf`;
      const pdf = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: a.student.cookie } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect((await call(t.app, 'GET', url)).status).toBe(401);
      expect((await call(t.app, 'GET', url, b.school)).status).toBe(404);
    });

    it('is read aloud per revision, in the background, and played by members only', async () => {
      const audioJob = t.app.backgroundJobs.find((candidate) => candidate.name === ASSEMBLY_AUDIO_JOB);
      const upcoming = async () => (await call(t.app, 'GET', '/assembly/bulletin', a.faculty)).body.upcoming;
      expect((await upcoming()).audio).toMatchObject({ status: 'PENDING', url: null });
      for (let round = 0; round < 4 && !(await upcoming()).audio.url; round += 1) await audioJob?.run();
      const bulletin = await upcoming();
      expect(bulletin.audio.status).toBe('READY');
      expect(bulletin.audio.url).toBe(`/api/assembly/bulletin/${bulletin.id}/audio?r=${bulletin.revision}`);
      expect(bulletin.audio.durationSeconds).toBeGreaterThan(3);
      const played = await t.app.inject({
        method: 'GET',
        url: bulletin.audio.url,
        headers: { cookie: a.student.cookie },
      });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('audio/mpeg');
      expect(played.headers['cache-control']).toContain('private');
      expect(looksLikeMp3(played.rawPayload)).toBe(true);
      const ranged = await t.app.inject({
        method: 'GET',
        url: bulletin.audio.url,
        headers: { cookie: a.student.cookie, range: 'bytes=0-99' },
      });
      expect(ranged.statusCode).toBe(206);
      expect((await call(t.app, 'GET', bulletin.audio.url.replace('/api', ''))).status).toBe(401);
      expect((await call(t.app, 'GET', bulletin.audio.url.replace('/api', ''), b.student)).status).toBe(404);
      const visitor = await call(t.app, 'GET', `/assembly/bulletin?customUrl=${a.customUrl}`);
      expect(visitor.body.current.audio).toBeNull();
      // An edit makes a new revision: its audio is made again.
      const edited = await call(t.app, 'PATCH', `/assembly/bulletin/${bulletin.id}`, a.faculty, {
        revision: bulletin.revision,
        headlines: bulletin.headlines.slice(0, 1),
        announcements: [],
        thought: null,
      });
      expect(edited.body.audio).toMatchObject({ status: 'PENDING', url: null });
      await audioJob?.run();
      expect((await upcoming()).audio.status).toBe('READY');
    });
  });
});
