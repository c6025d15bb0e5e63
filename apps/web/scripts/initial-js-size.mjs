// Sums the gzip size of the JavaScript that dist/index.html loads before any route chunk: the entry and its modulepreloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total initial JS (gzip at its default level, as gzip -c)`);
const BUDGET_KB = 200;
if (total > BUDGET_KB * 1024) {
  console.error(`Over the ${BUDGET_KB} KB budget for the first load (ARCHITECTURE.md §8)`);
  process.exit(1);
}
