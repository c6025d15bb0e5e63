/**
 * The FAQ helper's retrieval on a fixed set of 30 questions worded as people type them (other words than the
 * entries, some misspelt, asked by different kinds of people): the right entry must be in the top 3 for at least 27.
 * Also: the entries themselves are sound (80+, unique ids, links to real paths) and nonsense finds nothing.
 */
import { FAQ_AUDIENCES, type FaqAudience } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from './faq-entries';
import { FaqIndex } from './faq-index';
import { meaningfulTerms } from './faq-text';

const QUESTIONS: ReadonlyArray<[question: string, audience: FaqAudience, expected: string]> = [
  ['how do I reset my password', 'VISITOR', 'reset-password'],
  ['how does my school add students', 'INSTITUTE', 'school-add-students'],
  ['i forgot my pasword and cant get in', 'CANDIDATE', 'reset-password'],
  ['can we import a whole class from excel', 'INSTITUTE', 'school-add-students'],
  ['what columns should the csv have', 'ADMIN', 'student-upload-format'],
  ['how to invite teachers to our institute', 'INSTITUTE', 'add-teachers'],
  ['my kid needs my permission, how do i give it', 'PARENT', 'parent-give-consent'],
  ['how long is the free trail', 'INDIVIDUAL', 'free-trial'],
  ['where can i download my invoice', 'INDIVIDUAL', 'invoices'],
  ['how to bookmark a news story', 'CANDIDATE', 'save-article'],
  ['can the app read the article aloud to me', 'VISITOR', 'listen-article'],
  ['when does the daily quizz open', 'CANDIDATE', 'daily-quiz'],
  ['how is the leaderbord calculated', 'CANDIDATE', 'leaderboard'],
  ['practise mcqs for science', 'VISITOR', 'mcq-practice'],
  ['my camera is blocked for the face check', 'CANDIDATE', 'camera-blocked'],
  ['how do teachers set an online test for class 7', 'FACULTY', 'create-assessment'],
  ['my post got rejected can i appeal', 'CANDIDATE', 'appeal-post'],
  ['how to report bullying in a post', 'CANDIDATE', 'report-post'],
  ['where do i approve pending posts of students', 'FACULTY', 'approve-posts'],
  ['how do i start a group project with mentors', 'CANDIDATE', 'collabs'],
  ['delete my account permanently', 'INDIVIDUAL', 'delete-account'],
  ['export all my data', 'CANDIDATE', 'data-export'],
  ['choose which topics show in for you', 'INDIVIDUAL', 'customize-feeds'],
  ['how do we email a newsletter to parents', 'INSTITUTE', 'newsletter-create'],
  ['what is in the assembly bulletin', 'ADMIN', 'assembly-bulletin'],
  ['submit my poem to the school magzine', 'CANDIDATE', 'magazine-contribute'],
  ['how can i log out on this computer', 'FACULTY', 'sign-out'],
  ['i want to talk to customer care', 'VISITOR', 'contact-support'],
  ['where do i enter a coupon code', 'INDIVIDUAL', 'promo-code'],
  ['how do I see class quiz results as a teacher', 'FACULTY', 'quiz-summary'],
];

describe('FAQ retrieval', () => {
  const index = new FaqIndex(FAQ_ENTRIES);

  it('puts the right entry in the top 3 for at least 27 of the 30 questions', () => {
    const missed: string[] = [];
    let first = 0;
    for (const [question, audience, expected] of QUESTIONS) {
      expect(index.entry(expected), `unknown expected entry ${expected}`).toBeDefined();
      const { best, ranked } = index.match(question, audience);
      if (best?.entry.id === expected) first += 1;
      const top3 = ranked.slice(0, 3).map((hit) => hit.entry.id);
      if (!top3.includes(expected))
        missed.push(`"${question}" (${audience}) → ${top3.join(', ') || 'nothing'}; wanted ${expected}`);
    }
    console.info(`FAQ retrieval: ${30 - missed.length}/30 in the top 3, ${first}/30 answered with it first`);
    if (missed.length) console.info(`Missed:\n${missed.join('\n')}`);
    expect(QUESTIONS).toHaveLength(30);
    expect(missed.length).toBeLessThanOrEqual(3);
  });

  it('answers the two questions of the issue with the right entry first', () => {
    expect(index.match('how do I reset my password', 'VISITOR').best?.entry.id).toBe('reset-password');
    expect(index.match('how does my school add students', 'INSTITUTE').best?.entry.id).toBe('school-add-students');
    expect(index.match('How does my school add students?', 'VISITOR').best?.entry.id).toBe('school-add-students');
  });

  it('prefers the entry written for the asker when two fit', () => {
    // "sign in" fits both the general entry and the student's first sign-in; a student is asking about the first time.
    const student = index.match('how do i sign in the first time', 'CANDIDATE');
    expect(student.best?.entry.id).toBe('student-first-sign-in');
  });

  it('finds nothing for questions outside the product, and for common words only', () => {
    expect(index.match('what is the capital of peru', 'VISITOR').best).toBeNull();
    expect(index.match('recipe for mango pickle', 'INDIVIDUAL').best).toBeNull();
    expect(index.match('how do i', 'VISITOR').best).toBeNull();
    // Words that are names on every object's prototype are only words.
    for (const word of ['constructor', '__proto__', 'toString hasOwnProperty', 'valueOf prototype'])
      expect(() => index.match(word, 'VISITOR')).not.toThrow();
  });

  it('gives up to two related entries besides the best', () => {
    const match = index.match('how do I reset my password', 'VISITOR');
    expect(match.related.length).toBeLessThanOrEqual(2);
    expect(match.related.map((hit) => hit.entry.id)).not.toContain('reset-password');
  });

  it('folds synonyms and phrases the same way for questions and entries', () => {
    expect(meaningfulTerms('Pupils log in with a passcode')).toEqual(['student', 'signin', 'password']);
    expect(meaningfulTerms('Enroll kids')).toEqual(['add', 'student']);
  });

  it('has at least 80 sound entries', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(80);
    const ids = FAQ_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of FAQ_ENTRIES) {
      expect(entry.id).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(entry.audiences.length).toBeGreaterThan(0);
      for (const audience of entry.audiences) expect(FAQ_AUDIENCES).toContain(audience);
      expect(entry.answer.length).toBeLessThanOrEqual(480);
      for (const link of entry.links) expect(link.path).toMatch(/^\/[a-z0-9/?=&.-]*$/);
    }
    // Every audience has starters to offer.
    for (const audience of FAQ_AUDIENCES) {
      expect(FAQ_ENTRIES.filter((entry) => entry.starter && entry.audiences.includes(audience)).length).toBeGreaterThan(
        1,
      );
    }
  });
});
