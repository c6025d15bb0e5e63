/**
 * The operator's commands on school verification, apart from the process wiring (operator-cli.ts) so tests run
 * them on a test database. Each answers an exit code: 0 done, 1 refused (unknown school, wrong state), 2 usage.
 */
import { parseArgs } from 'node:util';
import {
  affiliationNumberSchema,
  formatDate,
  udiseCodeSchema,
  VERIFICATION_EVIDENCE_LABELS,
} from '@noticeboard/shared';
import { AppError } from '../../lib/errors';
import type { VerificationRow } from './school-verification.repository';
import type { SchoolVerificationService } from './school-verification.service';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]

  list-pending                                  schools waiting for a check, oldest request first
  show <customUrl|email>                        one school's verification
  verify-school <customUrl|email> --udise <11 digits> | --affiliation <number> [--note "…"]
                                                mark the school verified against the evidence you checked
  reject-school <customUrl|email> --note "…"    refuse a waiting request (the school reads the note)
  revoke <customUrl|email> --note "…"           withdraw a verification (the badge goes at once)

  --operator <name>   who decides, kept with the decision (default: $NOTICEBOARD_OPERATOR, else user@host)
Works on the configured database: DATABASE_URL, else the PGlite files in DATA_DIR.`;

export interface OperatorDeps {
  verification: SchoolVerificationService;
  /** Used when --operator is not given. */
  defaultOperator: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  udise: { type: 'string' },
  affiliation: { type: 'string' },
  note: { type: 'string' },
  operator: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const dateOf = (value: Date | null) => (value ? formatDate(value) : '—');

function describe(row: VerificationRow): string[] {
  return [
    `${row.name} (${row.customUrl}, ${row.email}) · ${row.board} · ${row.city}, ${row.stateCode}`,
    `  status: ${row.verificationStatus}`,
    `  UDISE code: ${row.udiseCode ?? '—'} · affiliation number: ${row.affiliationNumber ?? '—'}`,
    `  requested: ${dateOf(row.verificationRequestedAt)}${row.verificationRequestNote ? ` · school's note: ${row.verificationRequestNote}` : ''}`,
    ...(row.verificationStatus === 'VERIFIED'
      ? [`  verified: ${dateOf(row.platformVerifiedAt)} by ${row.platformVerifiedBy} against ${row.verifiedWith}`]
      : []),
    ...(row.verificationNote ? [`  operator's note: ${row.verificationNote}`] : []),
  ];
}

/** Parses a UDISE code or an affiliation number with the contract's own rules; the message when it fails. */
function parsed(schema: typeof udiseCodeSchema | typeof affiliationNumberSchema, value: string | undefined) {
  if (value === undefined) return { value: undefined };
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { problem: result.error.issues[0]?.message ?? 'Not valid' };
}

export async function runOperatorCommand(argv: string[], deps: OperatorDeps): Promise<number> {
  let args: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    deps.err(`${error instanceof Error ? error.message : String(error)}\n\n${OPERATOR_USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  const [command, target, ...extra] = positionals;
  if (values.help || !command) {
    (values.help ? deps.out : deps.err)(OPERATOR_USAGE);
    return values.help ? 0 : 2;
  }
  const usage = (message: string) => {
    deps.err(`${message}\n\n${OPERATOR_USAGE}`);
    return 2;
  };
  if (extra.length > 0) return usage(`Unexpected: ${extra.join(' ')}`);
  const operator = values.operator ?? deps.defaultOperator;
  const { verification } = deps;

  try {
    switch (command) {
      case 'list-pending': {
        if (target) return usage('list-pending takes no school');
        const rows = await verification.pending();
        if (rows.length === 0) deps.out('No school is waiting for a check.');
        for (const row of rows) for (const line of describe(row)) deps.out(line);
        return 0;
      }
      case 'show': {
        if (!target) return usage('Name the school: show <customUrl|email>');
        for (const line of describe(await verification.find(target))) deps.out(line);
        return 0;
      }
      case 'verify-school': {
        if (!target) return usage('Name the school: verify-school <customUrl|email>');
        const udise = parsed(udiseCodeSchema, values.udise);
        const affiliation = parsed(affiliationNumberSchema, values.affiliation);
        if (udise.problem) return usage(`--udise: ${udise.problem}`);
        if (affiliation.problem) return usage(`--affiliation: ${affiliation.problem}`);
        if (!udise.value && !affiliation.value) return usage('Say what you checked: --udise or --affiliation');
        const row = await verification.verify(target, {
          operator,
          udiseCode: udise.value,
          affiliationNumber: affiliation.value,
          note: values.note,
        });
        deps.out(
          `Verified: ${row.name} (${row.customUrl}) against its ${row.verifiedWith ? VERIFICATION_EVIDENCE_LABELS[row.verifiedWith] : 'evidence'} by ${operator}.`,
        );
        return 0;
      }
      case 'reject-school':
      case 'revoke': {
        if (!target) return usage(`Name the school: ${command} <customUrl|email> --note "…"`);
        if (!values.note?.trim()) return usage('Give the reason the school will read: --note "…"');
        const decide = command === 'revoke' ? verification.revoke : verification.reject;
        const row = await decide.call(verification, target, { operator, note: values.note });
        deps.out(
          `${command === 'revoke' ? 'Verification withdrawn' : 'Request refused'}: ${row.name} (${row.customUrl}).`,
        );
        return 0;
      }
      default:
        return usage(`Unknown command ${command}`);
    }
  } catch (error) {
    if (error instanceof AppError) {
      deps.err(error.message);
      return 1;
    }
    throw error;
  }
}
