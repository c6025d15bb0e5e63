import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENT_POLICY_VERSIONS } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { PolicyTexts, parsePolicyText } from './policy-texts';

const TEXT = `# Privacy policy

## In short

- First point
  that wraps.
- Second point.

## What changed

- Nothing yet.

## Who we are

One paragraph
over two lines.

<b>Not HTML</b>, just text.
`;

function textsIn(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'policy-texts-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), body);
  }
  return directory;
}

describe('a policy text', () => {
  it('becomes a title, the summary, what changed and plain sections', () => {
    const parsed = parsePolicyText(TEXT);
    expect(parsed.title).toBe('Privacy policy');
    expect(parsed.summary).toEqual({
      heading: 'In short',
      blocks: [{ kind: 'list', items: ['First point that wraps.', 'Second point.'] }],
    });
    expect(parsed.changes).toEqual(['Nothing yet.']);
    expect(parsed.sections).toEqual([
      {
        heading: 'Who we are',
        blocks: [
          { kind: 'paragraph', text: 'One paragraph over two lines.' },
          { kind: 'paragraph', text: '<b>Not HTML</b>, just text.' },
        ],
      },
    ]);
  });

  it('must have its title, summary and list of changes, and no deeper headings', () => {
    expect(() => parsePolicyText('## In short\n\n- a\n')).toThrow('the first heading must be');
    expect(() => parsePolicyText('# T\n\n## What changed\n\n- a\n')).toThrow('"## In short" section is required');
    expect(() => parsePolicyText('# T\n\n## In short\n\n- a\n')).toThrow('"## What changed" section is required');
    expect(() => parsePolicyText(`${TEXT}\n### Deeper\n`)).toThrow('only "#" and "##" headings');
  });
});

describe('the published texts', () => {
  it('include every current version, and every earlier one can be read', () => {
    const texts = new PolicyTexts();
    for (const document of ['PRIVACY_POLICY', 'SAFETY_ADVISORY'] as const) {
      expect(texts.current(document).version).toBe(CURRENT_POLICY_VERSIONS[document]);
      for (const version of texts.versionsOf(document)) expect(texts.text(document, version)?.version).toBe(version);
    }
  });

  it('stop the app at start when a current version has no text', () => {
    const directory = textsIn({ 'privacy-policy/2020-01-01.md': TEXT, 'safety-advisory/2020-01-01.md': TEXT });
    expect(() => new PolicyTexts(directory)).toThrow(`no text for the current version`);
  });

  it('are named by their date', () => {
    const current = CURRENT_POLICY_VERSIONS.PRIVACY_POLICY;
    const directory = textsIn({
      [`privacy-policy/${current}.md`]: TEXT,
      'privacy-policy/latest.md': TEXT,
      [`safety-advisory/${CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY}.md`]: TEXT,
    });
    expect(() => new PolicyTexts(directory)).toThrow("a text's name is its version");
  });

  it('list versions newest first and mark the current one', () => {
    const directory = textsIn({
      'privacy-policy/2020-01-01.md': TEXT,
      [`privacy-policy/${CURRENT_POLICY_VERSIONS.PRIVACY_POLICY}.md`]: TEXT,
      [`safety-advisory/${CURRENT_POLICY_VERSIONS.SAFETY_ADVISORY}.md`]: TEXT,
    });
    const texts = new PolicyTexts(directory);
    expect(texts.versionsOf('PRIVACY_POLICY')).toEqual([CURRENT_POLICY_VERSIONS.PRIVACY_POLICY, '2020-01-01']);
    expect(texts.text('PRIVACY_POLICY', '2020-01-01')?.current).toBe(false);
    expect(texts.text('PRIVACY_POLICY', '2019-01-01')).toBeNull();
  });
});
