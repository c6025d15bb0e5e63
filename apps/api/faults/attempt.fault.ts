/**
 * Assessment attempts under kill -9 (issue 18 §5): 200 students start one timed assessment and save their answers one
 * at a time (some changed once, with a higher sequence), then hand in; the server is killed once a third of the
 * saves were acknowledged. After a restart every acknowledged answer is stored (at its sequence or a later
 * acknowledged one), every acknowledged hand-in is stored with its score, no attempt is half-closed, and each student
 * resumes the same attempt with their answers, finishes, and a second hand-in gets the stored one.
 */
import { ASSESSMENT_ATTEMPT_PATHS, attemptPath } from '@noticeboard/shared';
import { publishAssignment } from '../src/modules/assessment/attempt-test-kit';
import { buildInstitute, buildMember, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, signIn } from './http';
import type { FaultCase, FaultContext } from './run';

const STUDENTS = 200;
const QUESTIONS = 10;
/** Each student saves every question once and changes their mind on the first three (a second save, seq 2). */
const SAVES_PER_STUDENT = QUESTIONS + 3;
const KILL_AFTER_SAVES = Math.floor((STUDENTS * SAVES_PER_STUDENT) / 3);
const SIGN_IN_AT_ONCE = 8;

interface Acked {
  selectedOptionId: number;
  seq: number;
}

interface Student {
  caller: Caller;
  index: number;
  attemptId?: string;
  questionIds: string[];
  /** Per question the highest-sequence save the server acknowledged. */
  acked: Map<string, Acked>;
  submissionKey: string;
  handedIn: boolean;
}

const choiceOf = (student: number, question: number, seq: number) => (student + question + seq) % 4;

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < items.length; at += size)
    out.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  return out;
}

async function setUp(context: FaultContext, base: string) {
  const { db } = context.database;
  const school = await buildInstitute(db, 'Fault Assessment School');
  const members = [];
  for (let i = 0; i < STUDENTS; i++) members.push(await buildMember(db, school.institute.id, 'CANDIDATE'));
  const assignment = await publishAssignment(db, school.institute.id, {
    title: 'Fault assessment',
    timeLimitMinutes: 60,
    resultRelease: 'IMMEDIATELY',
    questions: Array.from({ length: QUESTIONS }, (_, index) => ({
      prompt: `Fault question ${index + 1}`,
      options: ['one', 'two', 'three', 'four'],
      answerIndex: index % 4,
      marks: 1,
    })),
  });
  const callers = await inBatches(members, SIGN_IN_AT_ONCE, (member) =>
    signIn(base, 'user', member.email, TEST_PASSWORD),
  );
  const students: Student[] = callers.map((caller, index) => ({
    caller,
    index,
    questionIds: [],
    acked: new Map(),
    submissionKey: `fault-hand-in-${index}`,
    handedIn: false,
  }));
  return { assignment, students };
}

async function save(student: Student, customUrl: string, question: number, seq: number, onAcked: () => void) {
  const questionId = student.questionIds[question] as string;
  const selectedOptionId = choiceOf(student.index, question, seq);
  const reply = await call(student.caller, 'PUT', attemptPath('answer', { customUrl, questionId }), {
    selectedOptionId,
    clientSeq: seq,
  });
  if (reply.status !== 200) return;
  const before = student.acked.get(questionId);
  if (!before || before.seq < seq) student.acked.set(questionId, { selectedOptionId, seq });
  onAcked();
}

async function answerUntilCut(student: Student, customUrl: string, onAcked: () => void): Promise<void> {
  const started = await call(student.caller, 'POST', attemptPath('initiate', { customUrl }));
  if (started.status !== 200) return;
  student.attemptId = String((started.body.attempt as { id: string }).id);
  student.questionIds = (started.body.questions as Array<{ id: string }>).map((question) => question.id);
  for (let q = 0; q < QUESTIONS; q++) await save(student, customUrl, q, 1, onAcked);
  for (let q = 0; q < 3; q++) await save(student, customUrl, q, 2, onAcked);
  const handedIn = await call(student.caller, 'POST', attemptPath('submit', { customUrl }), {
    submissionKey: student.submissionKey,
  });
  if (handedIn.status === 200) student.handedIn = true;
}

interface AnswerRow {
  attempt_id: string;
  question_id: string;
  selected_index: number | null;
  client_seq: number;
}

async function answersOf(context: FaultContext, assignmentId: string): Promise<Map<string, AnswerRow>> {
  const found = await context.sql.query<AnswerRow>(
    `select a.attempt_id, a.question_id, a.selected_index, a.client_seq from attempt_answers a
     join assignment_attempts t on t.id = a.attempt_id where t.assignment_id = $1`,
    [assignmentId],
  );
  return new Map(found.rows.map((row) => [`${row.attempt_id}:${row.question_id}`, row]));
}

interface AttemptRow {
  id: string;
  candidate_id: string;
  status: string;
  score: number | null;
  submission_key: string | null;
  submitted_at: Date | null;
  right_n: number;
  marked_n: number;
  answered_n: number;
}

async function attemptsOf(context: FaultContext, assignmentId: string): Promise<AttemptRow[]> {
  const found = await context.sql.query<AttemptRow>(
    `select t.id, t.candidate_id, t.status, t.score, t.submission_key, t.submitted_at,
       (select count(*) from attempt_answers a where a.attempt_id = t.id and a.correct)::int as right_n,
       (select count(*) from attempt_answers a where a.attempt_id = t.id and a.marks_awarded is not null)::int as marked_n,
       (select count(*) from attempt_answers a where a.attempt_id = t.id)::int as answered_n
     from assignment_attempts t where t.assignment_id = $1`,
    [assignmentId],
  );
  return found.rows;
}

/** Running with no result at all, or handed in with a score its marked answers add up to. */
function wholeAttempt(row: AttemptRow): boolean {
  if (row.status === 'IN_PROGRESS')
    return row.score === null && row.submission_key === null && row.submitted_at === null;
  return row.status === 'SUBMITTED' && row.score === row.right_n && row.marked_n === row.answered_n;
}

function lostAnswers(students: Student[], stored: Map<string, AnswerRow>): string[] {
  const lost: string[] = [];
  for (const student of students) {
    for (const [questionId, acked] of student.acked) {
      const row = stored.get(`${student.attemptId}:${questionId}`);
      const kept =
        row &&
        (row.client_seq > acked.seq || (row.client_seq === acked.seq && row.selected_index === acked.selectedOptionId));
      if (!kept) lost.push(`student ${student.index} question ${questionId.slice(0, 8)} seq ${acked.seq}`);
    }
  }
  return lost;
}

export const attemptFault: FaultCase = {
  name: `assessment: kill -9 while ${STUDENTS} students save answers one at a time and hand in`,
  async run(context) {
    let server = await context.server();
    const { assignment, students } = await setUp(context, server.url);
    const customUrl = assignment.customUrl;
    for (const student of students) student.caller.base = server.url;
    let acknowledged = 0;
    const onAcked = () => {
      acknowledged += 1;
      if (acknowledged === KILL_AFTER_SAVES) void server.kill();
    };
    await Promise.allSettled(students.map((student) => answerUntilCut(student, customUrl, onAcked)));
    await server.kill();
    const ackedSaves = students.reduce((sum, student) => sum + student.acked.size, 0);
    const handedIn = students.filter((student) => student.handedIn).length;
    console.log(
      `  killed after ${acknowledged} acknowledged saves (${ackedSaves} answers) and ${handedIn} hand-ins of ${STUDENTS}`,
    );
    context.expect(
      'the kill came while students were still answering',
      acknowledged < STUDENTS * SAVES_PER_STUDENT && handedIn < STUDENTS,
    );

    server = await context.startServer();
    const stored = await answersOf(context, assignment.id);
    const lost = lostAnswers(students, stored);
    context.expect(
      `every acknowledged answer is stored (${ackedSaves} checked)`,
      lost.length === 0,
      `${lost.length} lost: ${lost.slice(0, 5).join('; ')}`,
    );
    const attempts = await attemptsOf(context, assignment.id);
    context.expect(
      `one attempt per student who started (${attempts.length})`,
      new Set(attempts.map((row) => row.candidate_id)).size === attempts.length,
    );
    const broken = attempts.filter((row) => !wholeAttempt(row));
    context.expect(
      'no attempt is half-closed (status, score and marks agree)',
      broken.length === 0,
      JSON.stringify(broken[0]),
    );
    const byId = new Map(attempts.map((row) => [row.id, row]));
    const lostHandIns = students.filter(
      (student) =>
        student.handedIn &&
        (byId.get(student.attemptId ?? '')?.status !== 'SUBMITTED' ||
          byId.get(student.attemptId ?? '')?.submission_key !== student.submissionKey),
    );
    context.expect('every acknowledged hand-in is stored with its key', lostHandIns.length === 0);

    // Every student comes back: the same attempt with the answers acknowledged so far, then finishes.
    for (const student of students) student.caller.base = server.url;
    const resumed = await inBatches(students, 20, async (student) => {
      const again = await call(student.caller, 'POST', attemptPath('initiate', { customUrl }));
      const attempt = again.body.attempt as { id: string; status: string } | null;
      const sameAttempt = !student.attemptId || attempt?.id === student.attemptId;
      student.attemptId = attempt?.id;
      if (attempt?.status === 'IN_PROGRESS') {
        const answers = new Map(
          (again.body.answers as Array<{ questionId: string; selectedOptionId: number; clientSeq: number }>).map(
            (answer) => [answer.questionId, answer],
          ),
        );
        const shown = [...student.acked].every(([questionId, acked]) => {
          const answer = answers.get(questionId);
          return answer && (answer.clientSeq > acked.seq || answer.selectedOptionId === acked.selectedOptionId);
        });
        student.questionIds = (again.body.questions as Array<{ id: string }>).map((question) => question.id);
        for (let q = 0; q < QUESTIONS; q++) await save(student, customUrl, q, 3, () => undefined);
        const handIn = await call(student.caller, 'POST', attemptPath('submit', { customUrl }), {
          submissionKey: student.submissionKey,
        });
        return { sameAttempt, shown, ok: handIn.status === 200 };
      }
      return { sameAttempt, shown: true, ok: again.status === 200 };
    });
    context.expect(
      'after the restart each student resumes the same attempt with their acknowledged answers',
      resumed.every((outcome) => outcome.sameAttempt && outcome.shown),
    );
    const retries = await inBatches(students, 20, (student) =>
      call(student.caller, 'POST', attemptPath('submit', { customUrl }), {
        submissionKey: `fault-retry-${student.index}`,
      }),
    );
    context.expect(
      'a second hand-in gets the stored one (firstSubmission false)',
      retries.every((reply) => reply.status === 200 && reply.body.firstSubmission === false),
      retries
        .filter((reply) => reply.status !== 200 || reply.body.firstSubmission !== false)
        .slice(0, 3)
        .map((reply) => `${reply.status} ${reply.message} ${JSON.stringify(reply.body).slice(0, 160)}`)
        .join('; '),
    );
    const final = await attemptsOf(context, assignment.id);
    context.expect(
      `all ${STUDENTS} attempts end handed in exactly once, scores matching their answers`,
      final.length === STUDENTS && final.every((row) => row.status === 'SUBMITTED' && wholeAttempt(row)),
    );
    const list = await call(students[0]?.caller as Caller, 'GET', `${ASSESSMENT_ATTEMPT_PATHS.list}`);
    context.expect('the list answers after the restart', list.status === 200);
  },
};
