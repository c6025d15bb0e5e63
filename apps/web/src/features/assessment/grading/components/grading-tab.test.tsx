/**
 * The Grading tab: one student after another with their answers beside the key, a saved mark reaching the API with
 * only that answer, and releasing the grades only after a confirmation (the server's refusal shown as it says it).
 */
import {
  ASSESSMENT_GRADING_PATHS,
  attemptDetailSchema,
  gradingOrderSchema,
  releaseResultSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../../test/server';
import { ATTEMPT_ID, attemptDetail, CODE, gradingOrder, Q_PLAIN } from '../test/grading-fixtures';
import { GradingTab } from './grading-tab';

const path = (template: string, extra: Record<string, string> = {}) =>
  Object.entries({ assignmentCode: CODE, ...extra }).reduce(
    (text, [key, value]) => text.replace(`:${key}`, value),
    template,
  );

function answerGrading() {
  answer('get', path(ASSESSMENT_GRADING_PATHS.gradingOrder), gradingOrderSchema, gradingOrder());
  answer(
    'get',
    path(ASSESSMENT_GRADING_PATHS.attempt, { attemptId: ATTEMPT_ID }),
    attemptDetailSchema,
    attemptDetail(),
  );
}

describe('grading one student after another', () => {
  it('shows each answer beside the key and saves one answer’s marks', async () => {
    answerGrading();
    const saved = answerAndRecord(
      'put',
      path(ASSESSMENT_GRADING_PATHS.grades, { attemptId: ATTEMPT_ID }),
      attemptDetailSchema,
      attemptDetail(),
    );
    const { user } = renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Marked automatically: 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('A good answer: Transpiration through the stomata.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Marks for Asha Verma, question 3' });
    await user.type(within(form).getByRole('textbox', { name: 'Marks (out of 3)' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save marks' }));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ answers: [{ questionId: Q_PLAIN, marks: 2, feedback: null }] }]);
  });

  it('stays with the student shown first when their last answer is marked, rather than jumping to the next', async () => {
    answerGrading();
    answer(
      'put',
      path(ASSESSMENT_GRADING_PATHS.grades, { attemptId: ATTEMPT_ID }),
      attemptDetailSchema,
      attemptDetail(),
    );
    const { user } = renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    // After this save the server says Asha is graded and Bilal now waits for marks.
    const order = gradingOrder();
    const [asha, bilal] = order.attempts;
    if (!asha || !bilal) throw new Error('the fixture has two attempts');
    answer('get', path(ASSESSMENT_GRADING_PATHS.gradingOrder), gradingOrderSchema, {
      ...order,
      attempts: [
        { ...asha, toGrade: 0, progress: 'GRADED' as const },
        { ...bilal, toGrade: 1, progress: 'SUBMITTED' as const },
      ],
    });
    const form = screen.getByRole('form', { name: 'Marks for Asha Verma, question 3' });
    await user.type(within(form).getByRole('textbox', { name: 'Marks (out of 3)' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save marks' }));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    // The new order has arrived (Bilal is offered as the next to grade), and Asha is still the one shown.
    expect(await screen.findByRole('button', { name: 'Next to grade' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  });

  it('says when nothing is submitted yet', async () => {
    answer('get', path(ASSESSMENT_GRADING_PATHS.gradingOrder), gradingOrderSchema, gradingOrder({ attempts: [] }));
    renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Nothing to grade yet' })).toBeInTheDocument();
  });
});

function answerGraded() {
  const order = gradingOrder();
  answer('get', path(ASSESSMENT_GRADING_PATHS.gradingOrder), gradingOrderSchema, {
    ...order,
    attempts: order.attempts.map((row) => ({ ...row, toGrade: 0, progress: 'GRADED' as const })),
  });
  answer(
    'get',
    path(ASSESSMENT_GRADING_PATHS.attempt, { attemptId: ATTEMPT_ID }),
    attemptDetailSchema,
    attemptDetail(),
  );
}

describe('releasing grades', () => {
  it('cannot be asked while answers wait for marks, and says so', async () => {
    answerGrading();
    renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(
      await screen.findByText('1 of 2 attempts need marks before the grades can be released.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Release grades' })).toBeDisabled();
  });

  it('asks first, then releases and says who was told', async () => {
    answerGraded();
    const released = answerAndRecord('post', path(ASSESSMENT_GRADING_PATHS.releaseGrades), releaseResultSchema, {
      releasedAt: '2026-11-28T10:00:00.000Z',
      notified: 2,
      parentsEmailed: 1,
      alreadyReleased: false,
    });
    const { user } = renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(await screen.findByText('All 2 submitted attempts are graded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release grades?' });
    expect(dialog).toHaveTextContent('the parents of students under 18 get their own child’s marks by email');
    expect(released).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(released).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Release grades' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release grades' }));
    expect(await screen.findByText('Grades released: 2 students were told, 1 parent emailed.')).toBeInTheDocument();
    expect(released).toHaveLength(1);
  });

  it('shows the server’s reason when it cannot release yet', async () => {
    answerGraded();
    refuse('post', path(ASSESSMENT_GRADING_PATHS.releaseGrades), 'CONFLICT', '1 submitted attempt still needs marks');
    const { user } = renderWithProviders(<GradingTab assignmentCode={CODE} />);
    await user.click(await screen.findByRole('button', { name: 'Release grades' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release grades' }));
    const reason = await screen.findByText('1 submitted attempt still needs marks');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Grades not released');
  });

  it('says when the grades were released and offers no second release', async () => {
    const order = gradingOrder();
    answer('get', path(ASSESSMENT_GRADING_PATHS.gradingOrder), gradingOrderSchema, {
      ...order,
      assignment: { ...order.assignment, gradesReleasedAt: '2026-11-28T10:00:00.000Z' },
    });
    answer(
      'get',
      path(ASSESSMENT_GRADING_PATHS.attempt, { attemptId: ATTEMPT_ID }),
      attemptDetailSchema,
      attemptDetail(),
    );
    renderWithProviders(<GradingTab assignmentCode={CODE} />);
    expect(await screen.findByText('Grades released')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release grades' })).not.toBeInTheDocument();
  });
});
