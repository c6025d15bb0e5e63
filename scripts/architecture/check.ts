/** `npm run check:architecture`: the rules of rules.ts over every source file git knows; exits 1 on a violation. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkClassNames, checkFile, type SourceFile, type Violation } from './rules';

export function sourcesUnder(root: string): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules/'))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
}

export function checkTree(sources: SourceFile[]): Violation[] {
  return [...sources.flatMap(checkFile), ...checkClassNames(sources)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const sources = sourcesUnder(root);
  const violations = checkTree(sources);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} architecture rule violations (docs/architecture.md, "Rules the checks enforce")`,
    );
    process.exit(1);
  }
  console.log(`Architecture rules: ${sources.length} files, no violations`);
}
