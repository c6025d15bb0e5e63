/** Marking one written answer: the marks' limits and the rubric's, checked before anything is sent; the save's state. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { attemptDetail } from '../test/grading-fixtures';
import { AnswerGradeForm } from './answer-grade-form';

const [, rubricItem, plainItem] = attemptDetail().items as [
  never,
  ReturnType<typeof attemptDetail>['items'][number],
  ReturnType<typeof attemptDetail>['items'][number],
];

describe('marking a written answer', () => {
  it('refuses marks above the question’s and sends nothing', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <AnswerGradeForm question={plainItem.question} answer={plainItem.answer} onSave={onSave} context="Asha, Q3" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Marks (out of 3)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('Give at most 3 marks')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Marks (out of 3)' })).toHaveAccessibleDescription(
      'Give at most 3 marks',
    );
  });

  it('asks for marks before saving', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <AnswerGradeForm question={plainItem.question} answer={plainItem.answer} onSave={onSave} context="Asha, Q3" />,
    );
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('Enter the marks')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds up the rubric’s lines, refuses a line above its own marks, then saves the lines and the total', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <AnswerGradeForm question={rubricItem.question} answer={rubricItem.answer} onSave={onSave} context="Asha, Q2" />,
    );
    const parts = screen.getByRole('textbox', { name: 'Names the parts (out of 3)' });
    const osmosis = screen.getByRole('textbox', { name: 'Explains osmosis (out of 2)' });
    await user.type(parts, '3');
    await user.type(osmosis, '4');
    expect(screen.getByText('Total: 7 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText('Give at most 2 marks')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(osmosis);
    await user.type(osmosis, '1');
    await user.type(screen.getByRole('textbox', { name: 'Feedback (optional)' }), 'Say more about osmosis.');
    expect(screen.getByText('Total: 4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(onSave).toHaveBeenCalledWith({
      questionId: rubricItem.question.id,
      marks: 4,
      rubricMarks: [3, 1],
      feedback: 'Say more about osmosis.',
    });
    expect(await screen.findByText('Saved')).toHaveAttribute('role', 'status');
  });

  it('says when a save was refused, with the server’s reason', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(new Error('This attempt was rejected after its face check, so it is not graded'));
    const { user } = renderWithProviders(
      <AnswerGradeForm question={plainItem.question} answer={plainItem.answer} onSave={onSave} context="Asha, Q3" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Marks (out of 3)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(await screen.findByText(/^Not saved: /)).toBeInTheDocument();
  });
});
