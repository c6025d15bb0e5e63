/**
 * autocannon `setupRequest` of the assessment hand-in scenario: every request hands in the next prepared attempt
 * (its student's cookie and its assignment's address), so each is a first submission. The position is saved now
 * and then without blocking the worker; the next run starts a margin past it (as bench/quiz-submit-request.cjs).
 */
const { readFileSync, writeFile } = require('node:fs');

const SAVE_EVERY = 25;
const MARGIN = 200;

const file = process.env.BENCH_ATTEMPT_FILE;
if (!file) throw new Error('BENCH_ATTEMPT_FILE is not set');
const attempts = JSON.parse(readFileSync(file, 'utf8')).submit;
const positionFile = `${file}.next`;
let next = Number(readFileSync(positionFile, 'utf8')) + MARGIN;

module.exports = (request) => {
  const attempt = attempts[next % attempts.length];
  next += 1;
  if (next % SAVE_EVERY === 0) writeFile(positionFile, String(next), () => {});
  return {
    ...request,
    path: `/api/student/assignments/${attempt.customUrl}/submit`,
    headers: { ...request.headers, cookie: attempt.cookie },
    body: JSON.stringify({ submissionKey: `bench-${attempt.customUrl}-${next}` }),
  };
};
