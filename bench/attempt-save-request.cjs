/**
 * autocannon `setupRequest` of the assessment save scenario (loaded by path in the load worker): request n saves
 * question ⌊n / students⌋ mod questions of student n mod students, so the 500 students save at once, one after
 * another, each answer with a sequence above any this or an earlier run sent (a process's sequences start at the
 * seconds since a fixed day × 100), so every save is stored (none ignored as older).
 */
const { readFileSync } = require('node:fs');

const file = process.env.BENCH_ATTEMPT_FILE;
if (!file) throw new Error('BENCH_ATTEMPT_FILE is not set');
const data = JSON.parse(readFileSync(file, 'utf8'));
const students = data.save.students;
const questions = data.save.questionIds;
const base = Math.floor((Date.now() - Date.parse('2026-11-01T00:00:00Z')) / 1000) * 100;
let next = 0;

module.exports = (request) => {
  const n = next++;
  const student = students[n % students.length];
  const round = Math.floor(n / students.length);
  const questionId = questions[round % questions.length];
  const seq = base + Math.floor(round / questions.length) + 1;
  return {
    ...request,
    path: `/api/student/assignments/${data.save.customUrl}/answers/${questionId}`,
    headers: { ...request.headers, cookie: student.cookie },
    body: JSON.stringify({ selectedOptionId: n % 4, clientSeq: seq }),
  };
};
