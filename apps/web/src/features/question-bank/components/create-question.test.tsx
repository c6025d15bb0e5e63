import {
  bankQuestionSchema,
  chapterSchema,
  QUESTION_BANK_MESSAGES,
  QUESTION_BANK_PATHS,
  subjectSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bankQuestion, facultyUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { CreateQuestion } from './create-question';
import { CHOICE_MESSAGES } from './required-choices';

const science = subjectSchema.parse({
  id: 'a1b2c3d4-1111-4222-8333-444455556666',
  name: 'Science',
  classSectionCount: 4,
});
const chapter = chapterSchema.parse({
  id: 'c1d2e3f4-1111-4222-8333-444455556666',
  subjectId: science.id,
  studentClass: 'EIGHT',
  title: 'Crop production',
  position: 1,
});

const saved = bankQuestion({ subject: { id: science.id, name: 'Science' } });

function renderForm() {
  answer('get', '/institute/subjects', z.array(subjectSchema), [science]);
  answer('get', '/institute/chapters', z.array(chapterSchema), [chapter]);
  const view = renderWithProviders(<CreateQuestion />, { route: '/question-bank/create', user: facultyUser });
  return { ...view, form: screen.getByRole('form', { name: 'New question' }) };
}

type User = ReturnType<typeof renderForm>['user'];

async function choose(user: User, form: HTMLElement, label: string, option: string) {
  await user.click(within(form).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Puts the text in at once, as pasting does: each keystroke would re-render the whole form. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillValidQuestion(user: User, form: HTMLElement) {
  await fill(user, within(form).getByRole('textbox', { name: /^Question/ }), 'Which gas do plants take in?');
  await fill(user, within(form).getByRole('textbox', { name: 'Option A' }), 'Oxygen');
  await fill(user, within(form).getByRole('textbox', { name: 'Option B' }), 'Carbon dioxide');
  await user.click(within(form).getByRole('button', { name: 'Remove option D' }));
  await user.click(within(form).getByRole('button', { name: 'Remove option C' }));
  await user.click(within(form).getByRole('radio', { name: 'Option B is correct' }));
  await choose(user, form, 'Difficulty', 'Easy');
  await choose(user, form, 'Class', 'Class 8');
  await choose(user, form, 'Subject', 'Science');
}

describe('New question form', () => {
  it('names each missing choice in words and sends nothing', async () => {
    const sent = answerAndRecord('post', QUESTION_BANK_PATHS.questions, bankQuestionSchema, saved);
    const { user, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add to bank' }));
    for (const message of [CHOICE_MESSAGES.difficulty, CHOICE_MESSAGES.studentClass, CHOICE_MESSAGES.subjectId]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByRole('textbox', { name: /^Question/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('keeps between two and six options', async () => {
    const { user, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add option' }));
    await user.click(within(form).getByRole('button', { name: 'Add option' }));
    expect(within(form).getByRole('textbox', { name: 'Option F' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument();
    for (const letter of ['F', 'E', 'D', 'C']) {
      await user.click(within(form).getByRole('button', { name: `Remove option ${letter}` }));
    }
    expect(within(form).getByRole('button', { name: 'Remove option B' })).toBeDisabled();
  });

  it('refuses the same option twice with the shared message', async () => {
    const sent = answerAndRecord('post', QUESTION_BANK_PATHS.questions, bankQuestionSchema, saved);
    const { user, form } = renderForm();
    await fillValidQuestion(user, form);
    await fill(user, within(form).getByRole('textbox', { name: 'Option B' }), 'oxygen');
    await user.click(within(form).getByRole('button', { name: 'Add to bank' }));
    expect(await within(form).findByText(QUESTION_BANK_MESSAGES.duplicateOptions)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the chapters of the chosen subject and class', async () => {
    const { user, form } = renderForm();
    const chapterSelect = within(form).getByRole('combobox', { name: 'Chapter' });
    expect(chapterSelect).toBeDisabled();
    await choose(user, form, 'Class', 'Class 8');
    await choose(user, form, 'Subject', 'Science');
    expect(chapterSelect).toBeEnabled();
    await user.click(chapterSelect);
    expect(await screen.findByRole('option', { name: 'Crop production' })).toBeInTheDocument();
  });

  it('adds the question and returns to the author’s list', async () => {
    const sent = answerAndRecord('post', QUESTION_BANK_PATHS.questions, bankQuestionSchema, saved);
    const { user, form } = renderForm();
    await fillValidQuestion(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add to bank' }));
    expect(await screen.findByText('Navigated to /question-bank/my-questions')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        stem: 'Which gas do plants take in?',
        options: ['Oxygen', 'Carbon dioxide'],
        answerIndex: 1,
        explanation: '',
        difficulty: 'EASY',
        board: 'CBSE',
        studentClass: 'EIGHT',
        subjectId: science.id,
        chapterId: null,
        topic: null,
      },
    ]);
    expect(screen.getByText('Question added: waiting for review.')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    refuse('post', QUESTION_BANK_PATHS.questions, 'VALIDATION_FAILED', 'Some fields are not valid', {
      details: [{ field: 'body.subjectId', message: QUESTION_BANK_MESSAGES.subjectNotInSchool }],
    });
    const { user, form } = renderForm();
    await fillValidQuestion(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add to bank' }));
    expect(await within(form).findByText(QUESTION_BANK_MESSAGES.subjectNotInSchool)).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(within(form).getByRole('combobox', { name: /^Subject/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
