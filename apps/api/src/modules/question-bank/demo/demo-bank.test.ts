import { classGroupOf, questionInputSchema } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, demoChapters } from '../../academic/academic.seed-data';
import { DEMO_OPEN_SET, demoSchoolBank } from './demo-bank';
import { arrange, type DemoQuestion } from './demo-question';

const bank = demoSchoolBank();
const everyQuestion: DemoQuestion[] = [...bank.map((entry) => entry.question), ...DEMO_OPEN_SET];
const label = (question: DemoQuestion) => `${question.studentClass} ${question.subject}: ${question.stem}`;

describe('demo question bank data', () => {
  it('holds at least 300 school questions and an open set of about 60', () => {
    expect(bank.length).toBeGreaterThanOrEqual(300);
    expect(DEMO_OPEN_SET.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_OPEN_SET.length).toBeLessThanOrEqual(70);
  });

  it('passes the question input rules (options distinct, answer among them, lengths)', () => {
    for (const question of everyQuestion) {
      const parsed = questionInputSchema.safeParse({
        stem: question.stem,
        options: question.options,
        answerIndex: question.answerIndex,
        explanation: question.explanation,
        difficulty: question.difficulty,
        board: 'CBSE',
        studentClass: question.studentClass,
        subjectId: '00000000-0000-4000-8000-000000000000',
        chapterId: null,
        topic: question.topic,
      });
      expect(parsed.error?.issues ?? [], label(question)).toEqual([]);
    }
  });

  it('has distinct options, the answer in range, at least three options and an explanation for every question', () => {
    for (const question of everyQuestion) {
      const options = question.options.map((option) => option.trim().toLowerCase());
      expect(new Set(options).size, label(question)).toBe(options.length);
      expect(options.length, label(question)).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(question.answerIndex) && question.answerIndex >= 0, label(question)).toBe(true);
      expect(question.answerIndex, label(question)).toBeLessThan(question.options.length);
      expect(question.explanation.trim().length, label(question)).toBeGreaterThan(20);
    }
  });

  it('never repeats a stem, in a school bank or across the open set', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const question of everyQuestion) {
      const key = question.stem.trim().toLowerCase();
      if (seen.has(key)) repeated.push(question.stem);
      seen.set(key, question.stem);
    }
    expect(repeated).toEqual([]);
  });

  it('files school questions under a subject and chapter the demo schools teach in that class', () => {
    for (const { question } of bank) {
      const group = classGroupOf(question.studentClass);
      expect(DEMO_SUBJECTS[group], label(question)).toContain(question.subject);
      expect(demoChapters(question.subject, group), label(question)).toContain(question.chapter);
    }
  });

  it('covers Classes 3 to 12 in both schools, mostly approved, some pending and a couple rejected with a note', () => {
    const classes = new Set(bank.map((entry) => entry.question.studentClass));
    for (const studentClass of ['THREE', 'FIVE', 'EIGHT', 'TEN', 'TWELVE'] as const) {
      expect(classes).toContain(studentClass);
    }
    for (const school of ['greenfield', 'riverside'] as const) {
      const own = bank.filter((entry) => entry.school === school);
      expect(own.length).toBeGreaterThanOrEqual(100);
      const approved = own.filter((entry) => entry.status === 'APPROVED').length;
      expect(approved / own.length).toBeGreaterThan(0.75);
      expect(own.some((entry) => entry.status === 'PENDING_REVIEW')).toBe(true);
      expect(new Set(own.map((entry) => entry.question.subject)).size).toBeGreaterThanOrEqual(8);
    }
    const rejected = bank.filter((entry) => entry.status === 'REJECTED');
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(rejected.every((entry) => (entry.reviewNote ?? '').length > 30)).toBe(true);
    expect(bank.filter((entry) => entry.status !== 'REJECTED').every((entry) => entry.reviewNote === null)).toBe(true);
  });

  it('spreads the right answers over the option positions', () => {
    const positions = [0, 0, 0, 0];
    for (const question of everyQuestion) positions[question.answerIndex] = (positions[question.answerIndex] ?? 0) + 1;
    for (const count of positions) expect(count / everyQuestion.length).toBeGreaterThan(0.15);
  });
});

describe('arrange', () => {
  it('puts the right answer at the returned index and keeps the distractors in order', () => {
    const { options, answerIndex } = arrange('right', ['a', 'b', 'c'], 'Some stem?');
    expect(options[answerIndex]).toBe('right');
    expect(options.filter((option) => option !== 'right')).toEqual(['a', 'b', 'c']);
    expect(arrange('right', ['a', 'b', 'c'], 'Some stem?')).toEqual({ options, answerIndex });
  });
});
