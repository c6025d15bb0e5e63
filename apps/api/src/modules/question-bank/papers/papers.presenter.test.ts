import { describe, expect, it } from 'vitest';
import { classLineOf, safeFileName } from './papers.presenter';

describe('safeFileName', () => {
  it('keeps lower-case ASCII words joined by dashes', () => {
    expect(safeFileName('Unit Test 2: "Life" Processes', 'paper')).toBe('unit-test-2-life-processes-paper.pdf');
    expect(safeFileName('Révision — Géographie ✓', 'answer-key')).toBe('revision-geographie-answer-key.pdf');
  });

  it('never lets header characters through and falls back when nothing is left', () => {
    expect(safeFileName('a"; filename=evil.exe\r\nX: y', 'paper')).toBe('a-filename-evil-exe-x-y-paper.pdf');
    expect(safeFileName('गणित परीक्षा', 'paper')).toBe('questions-paper.pdf');
    expect(safeFileName('x'.repeat(200), 'paper')).toBe(`${'x'.repeat(60)}-paper.pdf`);
  });
});

describe('classLineOf', () => {
  it('names each class in order and each subject once, whatever its case', () => {
    expect(
      classLineOf([
        { studentClass: 'NINE', subjectName: 'Science' },
        { studentClass: 'EIGHT', subjectName: 'science' },
        { studentClass: 'EIGHT', subjectName: 'Mathematics' },
      ]),
    ).toBe('Class 8, Class 9 · Mathematics, Science');
  });
});
