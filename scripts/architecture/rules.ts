/**
 * The architecture rules `npm run check` enforces (docs/architecture.md "Rules the checks enforce"). Each rule looks
 * at one source file (its path and its parsed imports) and names what is wrong; check.ts walks the tree.
 */
import path from 'node:path';
import ts from 'typescript';

export interface Violation {
  file: string;
  line: number;
  rule: string;
  message: string;
}

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  file: string;
  text: string;
}

interface ImportFact {
  from: string;
  /** Every imported name is a type (`import type`, or `type` on each specifier). */
  typeOnly: boolean;
  line: number;
}

function importsOf(source: SourceFile): ImportFact[] {
  const parsed = ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, false);
  const facts: ImportFact[] = [];
  for (const statement of parsed.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
    } else typeOnly = statement.isTypeOnly;
    const line = parsed.getLineAndCharacterOfPosition(statement.getStart(parsed)).line + 1;
    facts.push({ from: specifier.text, typeOnly, line });
  }
  return facts;
}

const API = 'apps/api/src/';
const WEB_FEATURES = 'apps/web/src/features/';

const isTest = (file: string) => /\.test\.tsx?$|test-kit\.ts$|test-support\.ts$|\.setup\.ts$/.test(file);
/** Demo data, seeds, the database layer and the test/security harnesses write SQL by design. */
const mayWriteSql = (file: string) =>
  /\.repository\.ts$/.test(file) || /\.seed(-data)?\.ts$/.test(file) || /\/(demo|seed|db|test|security)\//.test(file);

/** SQL only in repositories: no query building from drizzle-orm or the tables outside `*.repository.ts`. */
function sqlOnlyInRepositories(source: SourceFile, imports: ImportFact[]): Violation[] {
  if (!source.file.startsWith(API) || isTest(source.file) || mayWriteSql(source.file)) return [];
  return imports
    .filter((fact) => !fact.typeOnly && (fact.from === 'drizzle-orm' || /\/db\/schema(\/|$)/.test(fact.from)))
    .map((fact) => ({
      file: source.file,
      line: fact.line,
      rule: 'sql-in-repositories',
      message: `imports ${fact.from}: build queries in a *.repository.ts and call it`,
    }));
}

const DIRECT_ROUTE = /\b(app|scope|api)\.(get|post|put|patch|delete|route)\(/;
const BUILDS_SOMETHING = /\bnew [A-Z]\w*(Service|Repository|Importer|Cache|Policy)\(/;

/** Thin routes: declared with the route definer, schemas from the contract, services built by the module. */
function thinRoutes(source: SourceFile, imports: ImportFact[]): Violation[] {
  if (!source.file.startsWith(API) || !source.file.endsWith('.routes.ts')) return [];
  const found: Violation[] = [];
  const at = (line: number, rule: string, message: string) => found.push({ file: source.file, line, rule, message });
  for (const fact of imports) {
    if (fact.from === 'zod') at(fact.line, 'schemas-in-contract', 'imports zod: declare the schema in packages/shared');
    if (/(^|\/)route-deps$/.test(fact.from))
      at(fact.line, 'composition-root', 'takes RouteDeps: take services from the module');
  }
  source.text.split('\n').forEach((text, index) => {
    if (DIRECT_ROUTE.test(text)) at(index + 1, 'route-definer', 'declares a route without routeDefiner');
    if (BUILDS_SOMETHING.test(text))
      at(index + 1, 'composition-root', 'builds a service: build it in <module>.module.ts');
  });
  return found;
}

/** One job-file suffix. */
function jobSuffix(source: SourceFile): Violation[] {
  if (!source.file.startsWith(API) || !source.file.endsWith('.jobs.ts')) return [];
  return [{ file: source.file, line: 1, rule: 'job-suffix', message: 'name job files *.job.ts' }];
}

/** Web features never import each other; a page in app/ composes them. */
function featuresApart(source: SourceFile, imports: ImportFact[]): Violation[] {
  if (!source.file.startsWith(WEB_FEATURES)) return [];
  const own = source.file.slice(WEB_FEATURES.length).split('/')[0];
  const found: Violation[] = [];
  for (const fact of imports) {
    if (!fact.from.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), fact.from));
    if (!target.startsWith(WEB_FEATURES)) continue;
    const other = target.slice(WEB_FEATURES.length).split('/')[0];
    if (other !== own) {
      found.push({
        file: source.file,
        line: fact.line,
        rule: 'features-apart',
        message: `imports feature "${other}": move what both need to components/ or lib/`,
      });
    }
  }
  return found;
}

/** The contract stays free of the database, the server and the UI. */
function sharedStaysPlain(source: SourceFile, imports: ImportFact[]): Violation[] {
  if (!source.file.startsWith('packages/shared/src/')) return [];
  return imports
    .filter((fact) => /^(drizzle-orm|fastify|react|@mantine)/.test(fact.from))
    .map((fact) => ({
      file: source.file,
      line: fact.line,
      rule: 'shared-plain',
      message: `imports ${fact.from}: packages/shared holds only Zod schemas and plain rules`,
    }));
}

export function checkFile(source: SourceFile): Violation[] {
  const imports = importsOf(source);
  return [
    ...sqlOnlyInRepositories(source, imports),
    ...thinRoutes(source, imports),
    ...jobSuffix(source),
    ...featuresApart(source, imports),
    ...sharedStaysPlain(source, imports),
  ];
}

const CLASS = /^export (?:abstract )?class (\w+)/gm;

/** Across the API, a class name says one thing: two `FeedService`s are renamed by domain. */
export function checkClassNames(sources: SourceFile[]): Violation[] {
  const seen = new Map<string, string>();
  const found: Violation[] = [];
  for (const source of sources) {
    if (!source.file.startsWith(API) || isTest(source.file)) continue;
    for (const match of source.text.matchAll(CLASS)) {
      const name = match[1] as string;
      const first = seen.get(name);
      const line = source.text.slice(0, match.index).split('\n').length;
      if (first) {
        found.push({ file: source.file, line, rule: 'class-names', message: `class ${name} is also in ${first}` });
      } else seen.set(name, source.file);
    }
  }
  return found;
}
