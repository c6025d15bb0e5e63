/**
 * autocannon `setupRequest` of the quiz submit scenario (loaded by path in the load worker): every request, on any
 * connection, takes the next prepared session's cookie and body, so no two requests submit the same session.
 * The position is saved now and then without blocking the load worker (a blocked worker reads responses late and
 * inflates the latencies it measures); the next run (warm-up, then measured) starts a margin past the saved one.
 */
const { readFileSync, writeFile } = require('node:fs');

const SAVE_EVERY = 25;
const MARGIN = 200;

const file = process.env.BENCH_QUIZ_SUBMIT_FILE;
if (!file) throw new Error('BENCH_QUIZ_SUBMIT_FILE is not set');
const sessions = JSON.parse(readFileSync(file, 'utf8'));
const positionFile = `${file}.next`;
let next = Number(readFileSync(positionFile, 'utf8')) + MARGIN;

module.exports = (request) => {
  const session = sessions[next % sessions.length];
  next += 1;
  if (next % SAVE_EVERY === 0) writeFile(positionFile, String(next), () => {});
  return { ...request, headers: { ...request.headers, cookie: session.cookie }, body: session.body };
};
