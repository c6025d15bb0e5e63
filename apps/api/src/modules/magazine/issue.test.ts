/**
 * Issues and the published magazine through the API: editors only (403 for others, 404 across schools), numbers
 * unique, only approved pieces placed, publishing publishes the pieces and freezes the issue; members of that school
 * only read published issues (drafts and unpublished issues never), credits follow consent in the response and the
 * PDF; posts saved for the magazine (the community's flag buttons' API paths) and an editor's piece made from one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMMUNITY_PATHS, MAGAZINE_PATHS as P } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  approvedPiece,
  call,
  draftPiece,
  type MagazineSchool,
  magazineSchool,
  pathOf,
  publishedIssue,
} from './magazine-test-kit';

const run = promisify(execFile);
let t: TestApp;
let s: MagazineSchool;
let scratch: string;

beforeAll(async () => {
  t = await buildTestApp();
  s = await magazineSchool(t.app, t.db);
  scratch = await mkdtemp(path.join(tmpdir(), 'nb-magazine-pdf-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('issues (editors)', () => {
  it('are started by editors only, with a number unique in the school', async () => {
    const body = { title: 'Winter Tales', number: 40 };
    for (const who of [s.as.mentor, s.as.committee, s.as.student]) {
      expect((await call(t.app, 'POST', P.issues, who, body)).status).toBe(403);
    }
    expect((await call(t.app, 'POST', P.issues, undefined, body)).status).toBe(401);
    expect((await call(t.app, 'POST', P.issues, s.as.editor, { title: '', number: 40 })).status).toBe(400);
    const made = await call(t.app, 'POST', P.issues, s.as.editor, body);
    expect(made.body).toMatchObject({ status: 'DRAFT', number: 40, pieces: [] });
    expect((await call(t.app, 'POST', P.issues, s.as.admin, body)).status).toBe(409);
    // Another school numbers its own issues.
    expect((await call(t.app, 'POST', P.issues, s.as.otherSchool, body)).status).toBe(201);
    const issueId = made.body.id as string;
    expect((await call(t.app, 'GET', pathOf('issue', { issueId }), s.as.otherSchool)).status).toBe(404);
    expect((await call(t.app, 'PATCH', pathOf('issue', { issueId }), s.as.otherSchool, { title: 'Ours' })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', pathOf('issue', { issueId }), s.as.student)).status).toBe(403);
    expect((await call(t.app, 'GET', P.issues, s.as.school)).body.map((i: { id: string }) => i.id)).toContain(issueId);
  });

  it('hold approved pieces only; another school’s piece is refused the same way', async () => {
    const issue = await call(t.app, 'POST', P.issues, s.as.editor, { title: 'Spring', number: 41 });
    const issueId = issue.body.id as string;
    const waiting = await draftPiece(t.app, s.as.student);
    await call(t.app, 'POST', pathOf('submit', { pieceId: waiting.id }), s.as.student);
    const place = (pieceId: string, section = 'Poems') =>
      call(t.app, 'PUT', pathOf('placement', { issueId }), s.as.editor, { pieces: [{ pieceId, section }] });
    expect((await place(waiting.id)).status).toBe(409);
    const foreign = await draftPiece(t.app, s.as.otherFaculty);
    await call(t.app, 'POST', pathOf('submit', { pieceId: foreign.id }), s.as.otherFaculty);
    const foreignApproved = await call(t.app, 'POST', pathOf('decision', { pieceId: foreign.id }), s.as.otherSchool, {
      approve: true,
    });
    expect(foreignApproved.body.status).toBe('APPROVED');
    expect((await place(foreign.id)).status).toBe(409);
    const approved = await approvedPiece(t.app, s);
    expect((await place(approved.id, 'Gossip')).status).toBe(400);
    const placed = await place(approved.id, 'Stories');
    expect(placed.body.pieces).toMatchObject([{ id: approved.id, section: 'Stories' }]);
    expect((await call(t.app, 'PUT', pathOf('placement', { issueId }), s.as.mentor, { pieces: [] })).status).toBe(403);
  });

  it('publish with their pieces and are then frozen; an empty issue cannot be published', async () => {
    const empty = await call(t.app, 'POST', P.issues, s.as.editor, { title: 'Nothing yet', number: 42 });
    expect((await call(t.app, 'POST', pathOf('publish', { issueId: empty.body.id }), s.as.editor)).status).toBe(409);
    const piece = await approvedPiece(t.app, s);
    const shelf = pathOf('published', { customUrl: s.customUrl });
    const before = await call(t.app, 'GET', shelf, s.as.student);
    const issueId = await publishedIssue(t.app, s, [piece], 43);
    // The members' shelf (cached) shows the new issue at once: publishing drops the school's cached answers.
    const after = await call(t.app, 'GET', shelf, s.as.student);
    expect(after.body.issues.length).toBe(before.body.issues.length + 1);
    expect(after.body.issues[0].id).toBe(issueId);
    const read = await call(t.app, 'GET', pathOf('piece', { pieceId: piece.id }), s.as.student);
    expect(read.body.status).toBe('PUBLISHED');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, s.ids.student),
          eq(notifications.title, 'Your piece is in the school magazine'),
        ),
      );
    expect(told?.linkPath).toBe(`/${s.customUrl}/school-magazine?issue=${issueId}`);
    expect((await call(t.app, 'PATCH', pathOf('issue', { issueId }), s.as.editor, { title: 'Changed' })).status).toBe(
      409,
    );
    expect((await call(t.app, 'POST', pathOf('publish', { issueId }), s.as.editor)).status).toBe(409);
  });
});

describe('the published magazine (members of the school)', () => {
  let issueId: string;
  let draftIssueId: string;

  beforeAll(async () => {
    const anonymous = await approvedPiece(t.app, s, s.as.student, { title: 'Rain on the roof' });
    const named = await approvedPiece(t.app, s, s.as.consented, {
      kind: 'POEM',
      language: 'HI',
      title: 'बारिश की बूँदें',
      body: 'टप-टप करती बूँदें आईं,\nधरती ने ली अँगड़ाई।',
    });
    issueId = await publishedIssue(t.app, s, [anonymous, named], 7);
    draftIssueId = (await call(t.app, 'POST', P.issues, s.as.editor, { title: 'Next time', number: 8 })).body.id;
  });

  it('lists published issues, newest first, to every member of that school only', async () => {
    const list = pathOf('published', { customUrl: s.customUrl });
    for (const who of [s.as.student, s.as.mentor, s.as.school, s.as.admin]) {
      const result = await call(t.app, 'GET', list, who);
      expect(result.status).toBe(200);
      const ids = result.body.issues.map((issue: { id: string }) => issue.id);
      expect(ids).toContain(issueId);
      expect(ids).not.toContain(draftIssueId);
      expect(result.body.issues.find((issue: { id: string }) => issue.id === issueId).pieceCount).toBe(2);
    }
    for (const who of [s.as.otherSchool, s.as.otherStudent])
      expect((await call(t.app, 'GET', list, who)).status).toBe(404);
    expect((await call(t.app, 'GET', list)).status).toBe(401);
  });

  it('shows an issue with credits that follow consent: never the name of a student without it', async () => {
    const result = await call(t.app, 'GET', pathOf('publishedIssue', { customUrl: s.customUrl, issueId }), s.as.mentor);
    expect(result.status).toBe(200);
    const credits = result.body.sections.flatMap((section: { pieces: Array<{ credit: string }> }) =>
      section.pieces.map((piece) => piece.credit),
    );
    expect(credits).toEqual(expect.arrayContaining(['A student of Class 8', s.consentedName]));
    expect(result.raw).not.toContain(s.studentName);
    expect(result.raw).not.toContain(s.ids.student);
  });

  it('never shows an unpublished issue, even to its editors, nor to another school', async () => {
    const draft = pathOf('publishedIssue', { customUrl: s.customUrl, issueId: draftIssueId });
    expect((await call(t.app, 'GET', draft, s.as.editor)).status).toBe(404);
    const other = pathOf('publishedIssue', { customUrl: s.customUrl, issueId });
    expect((await call(t.app, 'GET', other, s.as.otherFaculty)).status).toBe(404);
    const wrongSchool = pathOf('publishedIssue', { customUrl: s.otherCustomUrl, issueId });
    expect((await call(t.app, 'GET', wrongSchool, s.as.otherSchool)).status).toBe(404);
  });

  it('prints as a PDF with the same credits and the Hindi poem', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${pathOf('publishedPdf', { customUrl: s.customUrl, issueId })}`,
      headers: { cookie: s.as.student.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('the-maple-leaf-issue-7.pdf');
    const file = path.join(scratch, 'issue.pdf');
    await writeFile(file, response.rawPayload);
    const { stdout } = await run('pdftotext', [file, '-']);
    expect(stdout).toContain('The Maple Leaf');
    expect(stdout).toContain('A student of Class 8');
    expect(stdout).toContain(s.consentedName);
    expect(stdout).not.toContain('Riya');
    expect(stdout).toContain('धरती');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api${pathOf('publishedPdf', { customUrl: s.customUrl, issueId })}`,
      headers: { cookie: s.as.otherSchool.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('saved for the magazine', () => {
  it('the community’s flag buttons’ paths: moderators save, feature and share; others are refused', async () => {
    const posted = await call(t.app, 'POST', COMMUNITY_PATHS.posts, s.as.school, {
      description: '<p>Our junior reporters visited the science fair and met the young inventors.</p>',
      category: 'junior reporters',
    });
    expect(posted.status).toBe(201);
    const postId = posted.body.id as string;
    const flag = (name: 'magazine' | 'featured' | 'visibility', who: MagazineSchool['as']['school'], body: object) =>
      call(t.app, 'PUT', COMMUNITY_PATHS[name].replace(':postId', postId), who, body);
    expect((await flag('magazine', s.as.student, { saved: true })).status).toBe(403);
    expect((await flag('magazine', s.as.otherSchool, { saved: true })).status).toBe(404);
    expect((await flag('magazine', s.as.school, { saved: 'yes' })).status).toBe(400);
    expect((await flag('magazine', s.as.committee, { saved: true })).body.saveMagazineEntity).toBe(true);
    expect((await flag('featured', s.as.admin, { featured: true })).body.featuredPost).toBe(true);
    expect((await flag('featured', s.as.mentor, { featured: false })).status).toBe(403);
    // Sharing with every community needs the school's global visibility on (off by default).
    expect((await flag('visibility', s.as.school, { global: true })).status).toBe(409);

    const saved = await call(t.app, 'GET', P.saved, s.as.student);
    expect(saved.body.content).toMatchObject([{ postId, juniorReport: true, pieceId: null }]);
    expect((await call(t.app, 'GET', P.saved, s.as.otherSchool)).body.content).toEqual([]);

    expect((await call(t.app, 'POST', P.fromPost, s.as.mentor, { postId, section: 'News' })).status).toBe(403);
    expect((await call(t.app, 'POST', P.fromPost, s.as.otherSchool, { postId, section: 'News' })).status).toBe(404);
    const piece = await call(t.app, 'POST', P.fromPost, s.as.editor, { postId, section: 'News' });
    expect(piece.body).toMatchObject({ status: 'APPROVED', postId, section: 'News' });
    expect(piece.body.body).toContain('young inventors');
    expect((await call(t.app, 'POST', P.fromPost, s.as.editor, { postId, section: 'News' })).status).toBe(409);
    expect((await call(t.app, 'GET', P.saved, s.as.editor)).body.content[0].pieceId).toBe(piece.body.id);

    await flag('magazine', s.as.school, { saved: false });
    expect((await call(t.app, 'GET', P.saved, s.as.editor)).body.content).toEqual([]);
  });
});
