import {
  COMMUNITY_MESSAGES,
  USER_STORY_MESSAGES,
  USER_STORY_PATHS,
  type UserStory,
  userStoryOverviewSchema,
  userStorySchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, refuse, server } from '../../../test/server';
import UserStoryPage from './user-story-page';

const STORY = 'Every morning our class reads one Noticeboard article together and talks about it before maths.';
const sentStory: UserStory = {
  id: '6f1e2d3c-4b5a-4968-8776-655443322110',
  story: STORY,
  status: 'PENDING',
  pictureUrl: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  reviewedAt: null,
};

const renderPage = () => renderWithProviders(<UserStoryPage />, { route: '/user-story-submission', user: studentUser });

/** Records each story's form fields and answers 201. */
function recordSends() {
  const sent: Array<{ story: FormDataEntryValue | null; picture: FormDataEntryValue | null }> = [];
  server.use(
    http.post(`/api${USER_STORY_PATHS.stories}`, async ({ request }) => {
      const form = await request.formData();
      sent.push({ story: form.get('story'), picture: form.get('picture') });
      return HttpResponse.json(okBody(userStorySchema, sentStory, 201), { status: 201 });
    }),
  );
  return sent;
}

describe('Share your Noticeboard story', () => {
  it('checks the length before sending, with the error tied to the field', async () => {
    answer('get', USER_STORY_PATHS.stories, userStoryOverviewSchema, { stories: [], consentRequired: false });
    const sent = recordSends();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Your Noticeboard story' });
    const field = within(form).getByRole('textbox', { name: /Your story/ });
    await user.type(field, 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Send my story' }));
    expect(await within(form).findByText(USER_STORY_MESSAGES.tooShort)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(
      within(form).getByText(USER_STORY_MESSAGES.tooShort).getAttribute('id'),
    );
    expect(sent).toEqual([]);
  });

  it('sends the story with its picture and goes to the thank-you page', async () => {
    answer('get', USER_STORY_PATHS.stories, userStoryOverviewSchema, { stories: [], consentRequired: false });
    const sent = recordSends();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Your Noticeboard story' });
    await user.type(within(form).getByRole('textbox', { name: /Your story/ }), STORY);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'class.jpg', { type: 'image/jpeg' });
    // Mantine's FileInput is a labelled button over a hidden file input.
    expect(within(form).getByRole('button', { name: /A picture/ })).toBeInTheDocument();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, photo);
    await user.click(within(form).getByRole('button', { name: 'Send my story' }));
    expect(await screen.findByText('Navigated to /successful-submission?sent=story')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.story).toBe(STORY);
    const picture = sent[0]?.picture;
    // A file part (jsdom's FormData does not carry the file name through to the mock server).
    expect(picture).not.toBeNull();
    expect(typeof picture).not.toBe('string');
  });

  it('shows the consent message when a parent has not agreed yet', async () => {
    answer('get', USER_STORY_PATHS.stories, userStoryOverviewSchema, { stories: [], consentRequired: false });
    refuse('post', USER_STORY_PATHS.stories, 'CONSENT_REQUIRED', COMMUNITY_MESSAGES.consentRequired);
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Your Noticeboard story' });
    await user.type(within(form).getByRole('textbox', { name: /Your story/ }), STORY);
    await user.click(within(form).getByRole('button', { name: 'Send my story' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.consentRequired);
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('tells a student without their parent’s consent before they write anything', async () => {
    answer('get', USER_STORY_PATHS.stories, userStoryOverviewSchema, { stories: [], consentRequired: true });
    renderPage();
    expect(
      await screen.findByText(new RegExp(COMMUNITY_MESSAGES.consentRequired.replace(/[.?]/g, '\\$&'))),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your Noticeboard story' })).not.toBeInTheDocument();
  });

  it('says a story is still waiting instead of showing the form', async () => {
    answer('get', USER_STORY_PATHS.stories, userStoryOverviewSchema, { stories: [sentStory], consentRequired: false });
    renderPage();
    expect(await screen.findByText(USER_STORY_MESSAGES.alreadyPending)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your Noticeboard story' })).not.toBeInTheDocument();
  });
});
