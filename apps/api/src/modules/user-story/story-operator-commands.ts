/**
 * The Noticeboard operators' decisions on user stories, as they decide on schools' verification: at the command line
 * (story-operator-cli.ts), apart from the process wiring so tests run them on a test database. Each answers an exit
 * code: 0 done, 1 refused (unknown or already decided story), 2 usage.
 */
import { parseArgs } from 'node:util';
import { formatDate } from '@noticeboard/shared';
import type { StoryWithAuthor } from './user-story.repository';
import type { UserStoryService } from './user-story.service';

export const STORY_OPERATOR_USAGE = `Usage: npx tsx apps/api/src/modules/user-story/story-operator-cli.ts <command> [options]

  list-pending                  stories waiting for the team, oldest first
  show <story id>               one story in full, with its picture's storage key
  approve <story id>            approve a waiting story
  reject <story id> --note "…"  decline a waiting story (the note is kept for the team)

  --operator <name>   who decides, kept with the decision (default: $NOTICEBOARD_OPERATOR, else user@host)
Works on the configured database: DATABASE_URL, else the PGlite files in DATA_DIR.`;

export interface StoryOperatorDeps {
  stories: UserStoryService;
  defaultOperator: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  note: { type: 'string' },
  operator: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const headline = (row: StoryWithAuthor) =>
  `${row.id} · ${formatDate(row.createdAt)} · ${row.authorName} (${row.authorEmail}, ${row.authorType}) · ${row.status}`;

function describe(row: StoryWithAuthor): string[] {
  return [
    headline(row),
    `  picture: ${row.pictureKey ?? '—'}`,
    ...(row.reviewedAt ? [`  decided: ${formatDate(row.reviewedAt)} by ${row.reviewedBy}`] : []),
    ...(row.reviewNote ? [`  note: ${row.reviewNote}`] : []),
    '',
    row.story,
  ];
}

export async function runStoryOperatorCommand(argv: string[], deps: StoryOperatorDeps): Promise<number> {
  let args: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    deps.err(`${error instanceof Error ? error.message : String(error)}\n\n${STORY_OPERATOR_USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  const [command, target] = positionals;
  if (values.help || !command) {
    (values.help ? deps.out : deps.err)(STORY_OPERATOR_USAGE);
    return values.help ? 0 : 2;
  }
  const usage = (message: string) => {
    deps.err(`${message}\n\n${STORY_OPERATOR_USAGE}`);
    return 2;
  };
  const isId = (value: string | undefined): value is string =>
    !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

  switch (command) {
    case 'list-pending': {
      const rows = await deps.stories.pending();
      if (rows.length === 0) deps.out('No stories are waiting.');
      for (const row of rows) deps.out(headline(row));
      return 0;
    }
    case 'show': {
      if (!isId(target)) return usage('show needs a story id');
      const row = await deps.stories.find(target);
      if (!row) {
        deps.err(`No story ${target}`);
        return 1;
      }
      for (const line of describe(row)) deps.out(line);
      return 0;
    }
    case 'approve':
    case 'reject': {
      if (!isId(target)) return usage(`${command} needs a story id`);
      const note = values.note?.trim() || null;
      if (command === 'reject' && !note) return usage('reject needs --note "…" (why, for the team’s record)');
      const operator = values.operator?.trim() || deps.defaultOperator;
      const row = await deps.stories.decide(target, command === 'approve' ? 'APPROVED' : 'REJECTED', operator, note);
      if (!row) {
        deps.err(`Story ${target} is unknown or already decided`);
        return 1;
      }
      deps.out(`Story ${row.id} is ${row.status} (by ${operator})`);
      return 0;
    }
    default:
      return usage(`Unknown command: ${command}`);
  }
}
