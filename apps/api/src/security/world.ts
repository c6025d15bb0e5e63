/**
 * The security suite's world: two schools with every role signed in, an individual, an anonymous caller, and
 * school A's private resources carrying a canary marker that must never reach an outsider's response.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CURRENT_POLICY_VERSIONS, type Role } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import {
  assemblyBulletins,
  assemblySettings,
  assignmentAttempts,
  assignmentQuestions,
  assignments,
  assignmentTargets,
  communitySettings,
  faceChecks,
  magazineIssues,
  magazinePictures,
  magazinePieces,
  newsletters,
  profileEntries,
  profileSkills,
  users,
} from '../db/schema';
import { insertSubject } from '../modules/academic/academic.repository';
import { insertChapter } from '../modules/academic/curriculum.repository';
import { grantConsent } from '../modules/community/post-test-kit';
import { playDay } from '../modules/quiz/leaderboard/leaderboard-test-kit';
import { quizDayOf } from '../modules/quiz/quiz-day';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../test/factories';
import { type SignedIn, signIn } from '../test/session';
import { routeCollector, type SecRoute } from './routes';

/** In school A's private data only: a response to an outsider that contains it leaks school A. */
export const CANARY = 'Zqcanary';

export const CALLERS = [
  'instituteA',
  'adminA',
  'facultyA',
  'studentA',
  'instituteB',
  'adminB',
  'facultyB',
  'studentB',
  'individual',
  'anonymous',
] as const;
export type CallerName = (typeof CALLERS)[number];

export const ROLE_OF: Record<Exclude<CallerName, 'anonymous'>, Role> = {
  instituteA: 'INSTITUTE',
  adminA: 'ADMIN',
  facultyA: 'FACULTY',
  studentA: 'CANDIDATE',
  instituteB: 'INSTITUTE',
  adminB: 'ADMIN',
  facultyB: 'FACULTY',
  studentB: 'CANDIDATE',
  individual: 'INDIVIDUAL',
};

/** Signed-in callers who may act on school A's things (its four roles) or on their own (the individual). */
export const ACTING_CALLERS: ReadonlyArray<Exclude<CallerName, 'anonymous'>> = [
  'instituteA',
  'adminA',
  'facultyA',
  'studentA',
  'individual',
];

/** Callers outside school A: none of them may see school A's private data. */
export const OUTSIDERS: readonly CallerName[] = [
  'instituteB',
  'adminB',
  'facultyB',
  'studentB',
  'individual',
  'anonymous',
];

const loginKind = {
  INSTITUTE: 'institute',
  ADMIN: 'faculty',
  FACULTY: 'faculty',
  CANDIDATE: 'user',
  INDIVIDUAL: 'individual',
} as const;

export async function buildSecurityWorld() {
  const collector = routeCollector();
  const t = await buildTestApp({ onRoute: collector.collect });
  const routes = collector.routes();
  const { db } = t;
  const schoolA = await buildInstitute(db, 'Ashgrove School');
  const schoolB = await buildInstitute(db, 'Birchwood School');
  const a = schoolA.institute.id;
  const b = schoolB.institute.id;
  const people = {
    instituteA: schoolA.account,
    adminA: await buildMember(db, a, 'ADMIN'),
    facultyA: await buildMember(db, a, 'FACULTY'),
    studentA: await buildMember(db, a, 'CANDIDATE'),
    instituteB: schoolB.account,
    adminB: await buildMember(db, b, 'ADMIN'),
    facultyB: await buildMember(db, b, 'FACULTY'),
    studentB: await buildMember(db, b, 'CANDIDATE'),
    individual: await buildIndividual(db),
  };
  // A child's surname never leaves the school (outsiders see first name + initial at most): the canary is the surname.
  await db
    .update(users)
    .set({ name: `Kiran ${CANARY}` })
    .where(eq(users.id, people.studentA.id));
  await grantConsent(t, a, people.studentA.id);
  await grantConsent(t, b, people.studentB.id);
  // Victims, not callers: routes that delete or deactivate by id act on these, so no caller loses its session.
  const victim = {
    student: await canaryMember(t, a, 'CANDIDATE', 'Asha'),
    faculty: await canaryMember(t, a, 'FACULTY', 'Ravi'),
    admin: await canaryMember(t, a, 'ADMIN', 'Meera'),
  };
  // The victim student's profile: an entry and a skill (their ids for the profile routes; a teacher of A may endorse).
  const [profileEntry] = await db
    .insert(profileEntries)
    .values({ userId: victim.student.id, kind: 'EXPERIENCE', title: 'Science club', position: 0 })
    .returning({ id: profileEntries.id });
  const [profileSkill] = await db
    .insert(profileSkills)
    .values({ userId: victim.student.id, name: 'Chess', position: 0 })
    .returning({ id: profileSkills.id });
  // Today's quiz totals for school A's children (with and without consent): the open boards must not name them in full.
  const noConsentChild = await canaryMember(t, a, 'CANDIDATE', 'Noor', { consent: false });
  const today = quizDayOf(new Date());
  await playDay(db, people.studentA, today, { score: 9 });
  await playDay(db, { ...people.studentA, id: victim.student.id }, today, { score: 8 });
  await playDay(db, { ...people.studentA, id: noConsentChild.id }, today, { score: 10 });
  await db.insert(communitySettings).values({ instituteId: a, autoApproval: false, globalVisibility: false });
  // School A's assembly: its own thoughts (settings are the school's and its admins'), a bulletin not out yet (its
  // staff's only), and a birthday wish from a classmate (the birthday child's only).
  await db.insert(assemblySettings).values({
    instituteId: a,
    schoolDays: [1, 2, 3, 4, 5, 6, 7],
    assemblyTime: '08:00',
    timeZone: 'Asia/Kolkata',
    headlineCount: 3,
    classGroupCategories: { '3-5': ['SPORTS'], '6-8': [], '9-12': [], '12+': [] },
    thoughtSource: 'OWN',
    ownThoughts: [`${CANARY} thought of school A`],
    announcements: [],
    holidays: [],
  });
  const [bulletin] = await db
    .insert(assemblyBulletins)
    .values({
      instituteId: a,
      day: '2099-01-05',
      assemblyAt: new Date('2099-01-05T02:30:00Z'),
      headlines: [],
      announcements: [`${CANARY} announcement before assembly`],
      thoughtText: `${CANARY} thought of school A`,
      birthdayUserIds: [people.studentA.id],
      toppers: [{ userId: people.studentA.id, score: 9, position: 1 }],
    })
    .returning();
  if (!bulletin) throw new Error('world: no bulletin');
  const subject = await insertSubject(db, a, `${CANARY} Physics`);
  const chapter = await insertChapter(db, {
    instituteId: a,
    subjectId: subject.id,
    studentClass: 'NINE',
    title: `${CANARY} Motion`,
  });

  const as = {} as Record<CallerName, SignedIn | undefined>;
  for (const [name, person] of Object.entries(people) as Array<[Exclude<CallerName, 'anonymous'>, { email: string }]>) {
    as[name] = await signIn(t.app, loginKind[ROLE_OF[name]], person.email);
  }
  as.anonymous = undefined;

  const create = async (url: string, who: SignedIn | undefined, payload: object): Promise<string> => {
    const response = await t.app.inject({ method: 'POST', url, headers: { cookie: who?.cookie ?? '' }, payload });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`world: POST ${url} gave ${response.statusCode} ${response.body}`);
    }
    return response.json().body.id as string;
  };
  const pendingPost = await create('/api/community/posts', as.studentA, {
    description: `<p>${CANARY} pending post of a student</p>`,
    category: 'events',
  });
  const collab = await create('/api/community/collabs', as.studentA, {
    title: `${CANARY} rainwater collab`,
    summary: `<p>${CANARY} a draft collab of school A.</p>`,
    goals: 'Two barrels',
    category: 'innovations',
    topic: 'water',
  });
  const question = await create('/api/question-bank/questions', as.facultyA, {
    stem: `${CANARY} A cyclist covers 30 km in 2 hours. What is her average speed?`,
    options: ['10 km/h', '15 km/h', '20 km/h', '60 km/h'],
    answerIndex: 1,
    explanation: 'Distance over time.',
    difficulty: 'EASY',
    board: 'CBSE',
    studentClass: 'NINE',
    subjectId: subject.id,
    chapterId: chapter.id,
    topic: 'Speed',
  });

  // An open, face-checked assessment of school A with a written question, the victim student's flagged attempt and
  // its kept check picture: every assignment route addressed by code, address, attempt, check or question reaches it.
  const now = Date.now();
  const [assignment] = await db
    .insert(assignments)
    .values({
      instituteId: a,
      code: 'ZQCANARY',
      customUrl: 'zqcanary-assessment-zqcanary',
      type: 'QNA',
      title: `${CANARY} term assessment`,
      instructions: `${CANARY} instructions`,
      state: 'PUBLISHED',
      opensAt: new Date(now - 3_600_000),
      closesAt: new Date(now + 86_400_000),
      faceCheckRequired: true,
      createdBy: people.facultyA.id,
      totalMarks: 5,
    })
    .returning();
  if (!assignment) throw new Error('world: no assignment');
  await db.insert(assignmentTargets).values({ assignmentId: assignment.id, studentClass: 'EIGHT' });
  const [assignmentQuestion] = await db
    .insert(assignmentQuestions)
    .values({
      assignmentId: assignment.id,
      position: 0,
      kind: 'WRITTEN',
      prompt: `${CANARY} Describe a river.`,
      marks: 5,
    })
    .returning();
  const [attempt] = await db
    .insert(assignmentAttempts)
    .values({
      assignmentId: assignment.id,
      instituteId: a,
      candidateId: victim.student.id,
      studentClass: 'EIGHT',
      status: 'SUBMITTED',
      deadlineAt: new Date(now + 86_400_000),
      submittedAt: new Date(now),
      questionOrder: [assignmentQuestion?.id ?? randomUUID()],
      identityCheck: 'FLAGGED',
      feedback: `${CANARY} feedback`,
    })
    .returning();
  const [faceCheck] = await db
    .insert(faceChecks)
    .values({
      attemptId: attempt?.id ?? randomUUID(),
      instituteId: a,
      candidateId: victim.student.id,
      stage: 'START',
      outcome: 'FAIL',
      pictureKey: `face/${a}/check-zqcanary.jpg`,
      reviewState: 'PENDING',
    })
    .returning();

  // A newsletter draft of school A: its title and words reach nobody outside (not even through the open page).
  const [newsletter] = await db
    .insert(newsletters)
    .values({
      instituteId: a,
      slug: 'zqcanary-draft-newsletter',
      title: `${CANARY} newsletter draft`,
      blocks: [{ id: 'canary', type: 'TEXT', html: `<p>${CANARY} words for families</p>` }],
      audience: { everyone: true, staff: false, parents: false, classes: [], sections: [] },
    })
    .returning();
  if (!newsletter) throw new Error('world: no newsletter');

  // School A's magazine: a published issue with the victim student's published piece and its picture. Members of
  // school A read them; nobody outside does (not even by the school's address or the picture's id).
  const [magazineIssue] = await db
    .insert(magazineIssues)
    .values({ instituteId: a, number: 1, title: `${CANARY} issue`, status: 'PUBLISHED', publishedAt: new Date(now) })
    .returning();
  if (!magazineIssue) throw new Error('world: no magazine issue');
  const [magazinePiece] = await db
    .insert(magazinePieces)
    .values({
      instituteId: a,
      authorId: victim.student.id,
      kind: 'POEM',
      section: 'Poems',
      title: `${CANARY} poem`,
      body: `${CANARY} lines`,
      status: 'PUBLISHED',
      issueId: magazineIssue.id,
      publishedAt: new Date(now),
    })
    .returning();
  if (!magazinePiece) throw new Error('world: no magazine piece');
  const [magazinePicture] = await db
    .insert(magazinePictures)
    .values({
      instituteId: a,
      pieceId: magazinePiece.id,
      storageKey: `magazine/${a}/zqcanary.webp`,
      width: 10,
      height: 10,
      caption: `${CANARY} caption`,
    })
    .returning();

  const ids = {
    magazineIssue: magazineIssue.id,
    magazinePiece: magazinePiece.id,
    magazinePicture: magazinePicture?.id ?? randomUUID(),
    newsletter: newsletter.id,
    newsletterSlug: newsletter.slug,
    assignmentCode: assignment.code,
    assignmentUrl: assignment.customUrl,
    assignmentQuestion: assignmentQuestion?.id ?? randomUUID(),
    attempt: attempt?.id ?? randomUUID(),
    faceCheck: faceCheck?.id ?? randomUUID(),
    bulletin: bulletin.id,
    profileEntry: profileEntry?.id ?? randomUUID(),
    profileSkill: profileSkill?.id ?? randomUUID(),
    schoolA: a,
    schoolACustomUrl: schoolA.institute.customUrl,
    victimStudent: victim.student,
    victimFaculty: victim.faculty,
    victimAdmin: victim.admin,
    subject: subject.id,
    chapter: chapter.id,
    pendingPost,
    collab,
    question,
  };
  return { t, routes, people, as, ids };
}
export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;
export type WorldIds = SecurityWorld['ids'];

async function canaryMember(
  t: TestApp,
  instituteId: string,
  role: 'CANDIDATE' | 'FACULTY' | 'ADMIN',
  first: string,
  { consent = true } = {},
) {
  const member = await buildMember(t.db, instituteId, role);
  const tag = randomBytes(3).toString('hex');
  const [row] = await t.db
    .update(users)
    .set({ name: `${first} ${CANARY}`, email: `${CANARY.toLowerCase()}-${tag}@school.test` })
    .where(eq(users.id, member.id))
    .returning({ id: users.id, customUrl: users.customUrl });
  if (!row) throw new Error('canary member vanished');
  if (role === 'CANDIDATE' && consent) await grantConsent(t, instituteId, member.id);
  return row;
}

/**
 * A value for each path parameter, by name and, for the many `:id`s, by the route's prefix. `private`: a parameter
 * names one of school A's own resources (a member, a pending post, a draft, a question, the school's committee).
 */
export function fillPath(route: SecRoute, ids: WorldIds): { url: string; private: boolean } {
  const byIdPrefix: Array<[string, string]> = [
    ['/api/candidates/', ids.victimStudent.id],
    ['/api/institute/parent-consent/', ids.victimStudent.id],
    ['/api/faculty/', ids.victimFaculty.id],
    ['/api/institute/faculty/', ids.victimFaculty.id],
    ['/api/institute/members/', ids.victimFaculty.id],
    ['/api/institute-admins/', ids.victimAdmin.id],
    ['/api/institute/subjects/', ids.subject],
    ['/api/institute/chapters/', ids.chapter],
    ['/api/assembly/bulletin/', ids.bulletin],
    ['/api/profile/skill/', ids.profileSkill],
    ['/api/profile/', ids.profileEntry],
    ['/api/backend/region/states/', 'IN'],
    ['/api/backend/region/cities/', 'KA'],
  ];
  const assignmentRoute = route.url.startsWith('/api/assignments') || route.url.startsWith('/api/student/');
  const byName: Record<string, string> = {
    customUrl:
      route.url.startsWith('/api/institute/public') || route.url.startsWith('/api/school-magazine/')
        ? ids.schoolACustomUrl
        : assignmentRoute
          ? ids.assignmentUrl
          : ids.victimStudent.customUrl,
    postId: ids.pendingPost,
    collabId: ids.collab,
    questionId: assignmentRoute ? ids.assignmentQuestion : ids.question,
    assignmentCode: ids.assignmentCode,
    attemptId: ids.attempt,
    checkId: ids.faceCheck,
    candidateId: ids.victimStudent.id,
    newsletterId: ids.newsletter,
    issueId: ids.magazineIssue,
    pieceId: ids.magazinePiece,
    pictureId: ids.magazinePicture,
    instituteCustomUrl: ids.schoolACustomUrl,
    slug: ids.newsletterSlug,
    userId: ids.victimStudent.id,
    studentId: ids.victimStudent.id,
    instituteId: ids.schoolA,
    studentClass: 'NINE',
    action: 'dismiss',
    list: 'students',
    document: 'privacy-policy',
    version: CURRENT_POLICY_VERSIONS.PRIVACY_POLICY,
    name: 'preview.webp',
    fileName: `${randomUUID()}.webp`,
    '*': 'community/preview.webp',
  };
  const privateValues = new Set<string>([
    ids.schoolA,
    ids.victimStudent.id,
    ids.victimStudent.customUrl,
    ids.victimFaculty.id,
    ids.victimAdmin.id,
    ids.subject,
    ids.chapter,
    ids.pendingPost,
    ids.collab,
    ids.question,
    ids.assignmentCode,
    ids.assignmentUrl,
    ids.assignmentQuestion,
    ids.bulletin,
    ids.attempt,
    ids.faceCheck,
    ids.newsletter,
    ids.newsletterSlug,
    ids.magazineIssue,
    ids.magazinePiece,
    ids.magazinePicture,
    ids.profileEntry,
    ids.profileSkill,
  ]);
  let usesPrivate = false;
  const url = route.url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value =
      name === 'id'
        ? (byIdPrefix.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? ids.victimStudent.id)
        : (byName[name ?? match] ?? randomUUID());
    if (privateValues.has(value)) usesPrivate = true;
    return value;
  });
  return { url, private: usesPrivate };
}

export function cookieOf(who: SignedIn | undefined): Record<string, string> {
  return who ? { cookie: who.cookie } : {};
}
