/**
 * The versioned texts of the privacy policy and the safety advisory: `texts/<document>/<version>.md`, written in a
 * small part of Markdown (a `#` title, `##` sections, paragraphs, `- ` lists) and served as plain blocks, so nothing
 * in a text can ever reach a page as HTML. Read once when the module is built; a missing current version stops the
 * app at start rather than at someone's sign-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CURRENT_POLICY_VERSIONS,
  POLICY_DOCUMENT_SLUGS,
  POLICY_DOCUMENTS,
  type PolicyBlock,
  type PolicyDocument,
  type PolicySection,
  type PolicyText,
  policyVersionSchema,
} from '@noticeboard/shared';

export const POLICY_TEXTS_DIR = path.join(import.meta.dirname, 'texts');

/** The section every text opens with, for children (the gate shows it to students). */
const SUMMARY_HEADING = 'In short';
/** The section listing what a version changed (the gate shows it). */
const CHANGES_HEADING = 'What changed';

interface ParsedText {
  title: string;
  summary: PolicySection;
  changes: string[];
  sections: PolicySection[];
}

function blocksOf(lines: string[]): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list && list.length > 0) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (line.startsWith('- ')) {
      flushParagraph();
      list ??= [];
      list.push(line.slice(2).trim());
    } else if (list) {
      // A wrapped list item continues the item before it.
      list[list.length - 1] = `${list[list.length - 1]} ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Parses one text; throws with the file's name when it lacks its title, summary or list of changes. */
export function parsePolicyText(source: string, name = 'policy text'): ParsedText {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const titleLine = lines.findIndex((line) => line.startsWith('# '));
  if (titleLine < 0) throw new Error(`${name}: the first heading must be "# <title>"`);
  const title = lines[titleLine]?.slice(2).trim() ?? '';
  const sections: PolicySection[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  const flush = () => {
    if (current) sections.push({ heading: current.heading, blocks: blocksOf(current.lines) });
  };
  for (const line of lines.slice(titleLine + 1)) {
    if (line.startsWith('## ')) {
      flush();
      current = { heading: line.slice(3).trim(), lines: [] };
    } else if (line.startsWith('#')) {
      throw new Error(`${name}: only "#" and "##" headings are used`);
    } else if (current) {
      current.lines.push(line);
    } else if (line.trim() !== '') {
      throw new Error(`${name}: text before the first section`);
    }
  }
  flush();
  const summary = sections.find((section) => section.heading === SUMMARY_HEADING);
  const changesSection = sections.find((section) => section.heading === CHANGES_HEADING);
  if (!summary) throw new Error(`${name}: a "## ${SUMMARY_HEADING}" section is required`);
  if (!changesSection) throw new Error(`${name}: a "## ${CHANGES_HEADING}" section is required`);
  const changes = changesSection.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text]));
  return {
    title,
    summary,
    changes,
    sections: sections.filter((section) => section !== summary && section !== changesSection),
  };
}

/** Every version of every document, parsed; the current versions must be among them. */
export class PolicyTexts {
  private readonly texts = new Map<PolicyDocument, Map<string, ParsedText>>();

  constructor(directory = POLICY_TEXTS_DIR) {
    for (const document of POLICY_DOCUMENTS) {
      const folder = path.join(directory, POLICY_DOCUMENT_SLUGS[document]);
      const versions = new Map<string, ParsedText>();
      for (const file of readdirSync(folder)) {
        if (!file.endsWith('.md')) continue;
        const version = file.slice(0, -'.md'.length);
        if (!policyVersionSchema.safeParse(version).success) {
          throw new Error(`${folder}/${file}: a text's name is its version, a date (YYYY-MM-DD.md)`);
        }
        versions.set(version, parsePolicyText(readFileSync(path.join(folder, file), 'utf8'), `${folder}/${file}`));
      }
      if (!versions.has(CURRENT_POLICY_VERSIONS[document])) {
        throw new Error(`${folder}: no text for the current version ${CURRENT_POLICY_VERSIONS[document]}`);
      }
      this.texts.set(document, versions);
    }
  }

  /** Newest first (versions are dates, so they sort as text). */
  versionsOf(document: PolicyDocument): string[] {
    return [...(this.texts.get(document)?.keys() ?? [])].sort().reverse();
  }

  /** The text of one version, or null when there is no such version. */
  text(document: PolicyDocument, version: string): PolicyText | null {
    const parsed = this.texts.get(document)?.get(version);
    if (!parsed) return null;
    return {
      document,
      version,
      title: parsed.title,
      current: version === CURRENT_POLICY_VERSIONS[document],
      versions: this.versionsOf(document),
      summary: parsed.summary,
      changes: parsed.changes,
      sections: parsed.sections,
    };
  }

  current(document: PolicyDocument): PolicyText {
    const text = this.text(document, CURRENT_POLICY_VERSIONS[document]);
    if (!text) throw new Error(`No current text of ${document}`);
    return text;
  }
}
