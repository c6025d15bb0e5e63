import {
  type Attachment,
  attachmentSchema,
  COMMUNITY_MESSAGES,
  COMMUNITY_PATHS,
  postingStandingSchema,
  postSchema,
  type UserDetails,
  userDetailsSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../../test/community';
import { facultyUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import ComposerModal, { MY_PENDING_POSTS_PATH, SENT_FOR_APPROVAL } from './composer-modal';

const attachment: Attachment = attachmentSchema.parse({
  id: '3f0c6a1e-1111-4aaa-8bbb-000000000001',
  attachmentType: 'IMAGE',
  attachmentUrl: '/api/community/files/community/a/photo.webp',
  variants: [{ url: '/api/community/files/community/a/photo-480.webp', width: 480 }],
  width: 1600,
  height: 1200,
  title: null,
  relatedImages: [],
  thumbnail: null,
  bytes: 2048,
});

const individual: UserDetails = userDetailsSchema.parse({
  ...studentUser,
  id: '5b5b5b5b-0000-4000-8000-000000000005',
  type: 'INDIVIDUAL',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
});

let revoked: string[] = [];
beforeEach(() => {
  revoked = [];
  let serial = 0;
  URL.createObjectURL = vi.fn(() => {
    serial += 1;
    return `blob:preview-${serial}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

function standing(needsApproval: boolean, sharesBeyondSchool: boolean | null = true) {
  answer('get', COMMUNITY_PATHS.posting, postingStandingSchema, { needsApproval, sharesBeyondSchool });
}

function renderComposer(user: UserDetails, onClose = vi.fn()) {
  const onCreated = vi.fn();
  const view = renderWithProviders(
    <ComposerModal opened onClose={onClose} onCreated={onCreated} defaultCategory="events" />,
    {
      user,
      path: '/community',
      route: '/community',
    },
  );
  return { ...view, onClose, onCreated };
}

const photo = () => new File([new Uint8Array(2048)], 'sports-day.jpg', { type: 'image/jpeg' });

/** Adds a photo through the "Add photos" button and waits for its upload to finish. */
async function addPhoto(view: ReturnType<typeof renderComposer>) {
  answer('post', COMMUNITY_PATHS.attachments, attachmentSchema, attachment);
  const input = view.container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await view.user.upload(input, photo());
  await screen.findByText('Uploaded');
}

describe('Post composer', () => {
  it('asks one question about who sees the post, with a prompt in the editor', async () => {
    standing(true);
    renderComposer(studentUser);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Who will see this post?' });
    for (const name of ['Everyone', 'My school', 'Teachers and staff', 'Students', 'School admins']) {
      expect(within(group).getByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(within(group).getByRole('radio', { name: /^My school/ })).toBeChecked();
    expect(within(dialog).queryByText('Audience')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What would you like to share?' })).toHaveAttribute(
      'aria-placeholder',
      'Share a class moment, a project or some news…',
    );
  });

  it("says 'Everyone' stays inside the school when the school keeps posts in", async () => {
    standing(true, false);
    renderComposer(studentUser);
    expect(await screen.findByText(/Everyone means your school for now/)).toBeInTheDocument();
  });

  it("a student's post: 'Submit for review', sent at once, then 'Sent for approval' with a link to their pending posts", async () => {
    standing(true);
    const waiting = makePost({ requestStatus: 'PENDING', postVisibility: 'SELF', attachmentIds: [attachment] });
    const sent = answerAndRecord('post', COMMUNITY_PATHS.posts, postSchema, waiting, { status: 201 });
    const view = renderComposer(studentUser);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(await within(dialog).findByText(/reviews posts before they appear/)).toBeInTheDocument();
    await addPhoto(view);
    await view.user.click(within(dialog).getByRole('radio', { name: /^Teachers and staff/ }));
    await view.user.click(await within(dialog).findByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText(SENT_FOR_APPROVAL)).toBeInTheDocument();
    // No second "Publish this post?" in between.
    expect(screen.queryByText(COMMUNITY_MESSAGES.confirmPublish)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my pending posts' })).toHaveAttribute('href', MY_PENDING_POSTS_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      postVisibility: 'SPECIFIC_GROUP',
      audience: 'FACULTIES',
      attachmentIds: [attachment.id],
    });
    expect(view.onCreated).toHaveBeenCalled();
    expect(view.onClose).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(view.onClose).toHaveBeenCalled();
  });

  it("a moderator's post: 'Publish', published and closed", async () => {
    standing(false);
    const sent = answerAndRecord('post', COMMUNITY_PATHS.posts, postSchema, makePost(), { status: 201 });
    const view = renderComposer(facultyUser);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    await addPhoto(view);
    expect(within(dialog).queryByText(/reviews posts before they appear/)).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ postVisibility: 'INSTITUTE', audience: 'EVERYONE' });
    expect(await screen.findByText('Your post is published.')).toBeInTheDocument();
  });

  it('shows a removable thumbnail of a picked photo, freeing its preview when removed', async () => {
    standing(true);
    const view = renderComposer(studentUser);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    await addPhoto(view);
    const tiles = within(dialog).getByRole('list', { name: 'Attachments' });
    expect(within(tiles).getByText('sports-day.jpg')).toBeInTheDocument();
    const thumbnail = tiles.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', 'blob:preview-1');
    await view.user.click(within(tiles).getByRole('button', { name: 'Remove sports-day.jpg' }));
    expect(within(dialog).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('a reader without a school is told everyone will see it, with no choice to make', async () => {
    standing(false, null);
    renderComposer(individual);
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    expect(within(dialog).getByText('Everyone on Noticeboard will be able to see this post.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
