/**
 * autocannon `setupRequest` of the quiz submit scenario (loaded by path in the load worker): every request, on any
 * connection, takes the next prepared session's cookie and body, so no two requests submit the same session.
 * The position is kept in a file, so the measured run goes on after the sessions its warm-up used.
 */
const { readFileSync, writeFileSync } = require('node:fs');

const file = process.env.BENCH_QUIZ_SUBMIT_FILE;
if (!file) throw new Error('BENCH_QUIZ_SUBMIT_FILE is not set');
const sessions = JSON.parse(readFileSync(file, 'utf8'));
const positionFile = `${file}.next`;
let next = Number(readFileSync(positionFile, 'utf8'));

module.exports = (request) => {
  const session = sessions[next % sessions.length];
  next += 1;
  writeFileSync(positionFile, String(next));
  return { ...request, headers: { ...request.headers, cookie: session.cookie }, body: session.body };
};
