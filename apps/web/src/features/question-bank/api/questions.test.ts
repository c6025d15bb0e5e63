import { describe, expect, it } from 'vitest';
import { canGoInPaper } from '../components/bank-format';
import { editQuestionPath, facultyQuestionsPath, fillPath } from './bank-paths';
import { listParams, QUESTION_PAGE_SIZE } from './questions';

describe('question list parameters', () => {
  it('sends mine only when it is set, since the API reads any value of mine as true', () => {
    expect(listParams({ mine: false, status: 'APPROVED' }, 0)).not.toHaveProperty('mine', 'false');
    expect(listParams({ mine: false }, 0).mine).toBeUndefined();
    expect(listParams({ mine: true }, 2)).toMatchObject({ mine: 'true', page: 2, size: QUESTION_PAGE_SIZE });
  });

  it('keeps the filters and source as given', () => {
    expect(listParams({ source: 'ADOPTED', difficulty: 'HARD', search: 'leaf' }, 1)).toMatchObject({
      source: 'ADOPTED',
      difficulty: 'HARD',
      search: 'leaf',
      page: 1,
    });
  });
});

describe('bank paths', () => {
  it('fills and encodes path parameters, leaving unknown ones in place', () => {
    expect(fillPath('/question-bank/questions/:questionId/review', { questionId: 'a b' })).toBe(
      '/question-bank/questions/a%20b/review',
    );
    expect(fillPath('/x/:one/:two', { one: '1' })).toBe('/x/1/:two');
  });

  it('addresses the edit drawer and one faculty member’s questions', () => {
    expect(editQuestionPath('q-1')).toBe('/question-bank/my-questions?edit=q-1');
    expect(facultyQuestionsPath('f&1')).toBe('/question-bank/question-details?authorId=f%261');
  });
});

describe('papers', () => {
  it('take approved questions only', () => {
    expect(canGoInPaper({ status: 'APPROVED' })).toBe(true);
    expect(canGoInPaper({ status: 'PENDING_REVIEW' })).toBe(false);
    expect(canGoInPaper({ status: 'REJECTED' })).toBe(false);
  });
});
