/**
 * The FAQ helper's bubble and panel: the panel loads when first opened, offers starter questions for the person,
 * answers in a live region with the entry's pages as real links, asks "Did this help?" (sent as feedback), offers
 * the contact form when nothing fits, and closes with Escape, giving focus back to the bubble.
 */
import {
  FAQ_CONTACT_LINK,
  FAQ_MESSAGES,
  FAQ_PATHS,
  type FaqAnswer,
  type FaqEntry,
  faqAnswerSchema,
  faqStartersSchema,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, okBody, server } from '../../../test/server';
import { HelpBubble } from './help-bubble';

const resetEntry: FaqEntry = {
  id: 'reset-password',
  audiences: ['VISITOR'],
  question: 'How do I reset my password?',
  answer: 'Open the reset password page, type your email and we will email you a link.',
  links: [
    { label: 'Reset password', path: '/reset-password' },
    { label: 'Sign in', path: '/login' },
  ],
};
const signInEntry: FaqEntry = {
  id: 'sign-in',
  audiences: ['VISITOR'],
  question: 'How do I sign in?',
  answer: 'Open the sign-in page and type your email and password.',
  links: [{ label: 'Sign in', path: '/login' }],
};

/** Answers each question: "capital" finds nothing, anything else the reset entry. */
function answerQuestions() {
  const asked: string[] = [];
  server.use(
    http.post(`/api${FAQ_PATHS.ask}`, async ({ request }) => {
      const { question } = (await request.json()) as { question: string };
      asked.push(question);
      const body: FaqAnswer = question.includes('capital')
        ? {
            audience: 'VISITOR',
            best: null,
            related: [],
            noMatch: { message: FAQ_MESSAGES.noMatch, contact: FAQ_CONTACT_LINK },
          }
        : { audience: 'VISITOR', best: resetEntry, related: [signInEntry], noMatch: null };
      return HttpResponse.json(okBody(faqAnswerSchema, body));
    }),
  );
  return asked;
}

async function openPanel() {
  const view = renderWithProviders(<HelpBubble />);
  const bubble = screen.getByRole('button', { name: 'Help' });
  await view.user.click(bubble);
  const dialog = await screen.findByRole('dialog', { name: 'Help' });
  return { ...view, bubble, dialog };
}

describe('FAQ helper', () => {
  it('answers a typed question with links, asks "Did this help?" and sends the answer', async () => {
    answer('get', FAQ_PATHS.starters, faqStartersSchema, { audience: 'VISITOR', questions: [] });
    const asked = answerQuestions();
    const feedback = answerAndRecord('post', FAQ_PATHS.feedback, faqAnswerSchema.nullable(), null, { status: 201 });
    const { user, dialog } = await openPanel();

    const field = within(dialog).getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'how do I reset my password{Enter}');
    expect(asked).toEqual(['how do I reset my password']);

    const log = within(dialog).getByRole('log', { name: 'Answers' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText(resetEntry.answer)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/reset-password');
    // The related entry opens without asking again.
    await user.click(within(log).getByRole('button', { name: signInEntry.question }));
    expect(await within(log).findByText(signInEntry.answer)).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    const [firstHelp] = within(log).getAllByRole('group', { name: 'Did this help?' });
    await user.click(within(firstHelp as HTMLElement).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(feedback).toEqual([{ entryId: 'reset-password', question: 'how do I reset my password', helpful: true }]),
    );
    expect(within(log).getByText(FAQ_MESSAGES.thanks)).toBeInTheDocument();
  });

  it('offers the contact form when nothing fits', async () => {
    answer('get', FAQ_PATHS.starters, faqStartersSchema, { audience: 'VISITOR', questions: [] });
    answerQuestions();
    const { user, dialog } = await openPanel();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'what is the capital of peru');
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    const log = within(dialog).getByRole('log', { name: 'Answers' });
    expect(await within(log).findByText(FAQ_MESSAGES.noMatch)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/submission-contact-us');
  });

  it("offers the person's starter questions, and asks one when chosen", async () => {
    answer('get', FAQ_PATHS.starters, faqStartersSchema, {
      audience: 'INSTITUTE',
      questions: [{ entryId: 'school-add-students', question: 'How does my school add students?' }],
    });
    const asked = answerQuestions();
    const view = renderWithProviders(<HelpBubble />, { user: instituteUser });
    await view.user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'How does my school add students?' }));
    expect(asked).toEqual(['How does my school add students?']);
  });

  it('closes with Escape and gives focus back to the bubble', async () => {
    answer('get', FAQ_PATHS.starters, faqStartersSchema, { audience: 'VISITOR', questions: [] });
    const { user, bubble, dialog } = await openPanel();
    expect(bubble).toHaveAttribute('aria-expanded', 'true');
    // Every button in the panel has a name (axe's button-name), the close button too.
    expect(within(dialog).getByRole('button', { name: 'Close help' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument());
    await waitFor(() => expect(bubble).toHaveFocus());
    expect(bubble).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not send an empty question', async () => {
    answer('get', FAQ_PATHS.starters, faqStartersSchema, { audience: 'VISITOR', questions: [] });
    const asked = answerQuestions();
    const { user, dialog } = await openPanel();
    expect(within(dialog).getByRole('button', { name: 'Ask' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), '   {Enter}');
    expect(asked).toEqual([]);
  });
});
