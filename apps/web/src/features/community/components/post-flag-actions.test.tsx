import { postSchema } from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../../test/community';
import { facultyUser, instituteUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { okBody, server } from '../../../test/server';
import { PostCard } from './post-card';

/** The menu arrives lazily: until then a disabled stand-in holds its place. */
const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Post actions' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Post actions' }));
};

describe('the moderators’ switches in a post’s menu', () => {
  it('let the school save a published post for the magazine, and the card then says so', async () => {
    const post = makePost({ categorySlug: 'junior-reporters', canDelete: true });
    const sent: unknown[] = [];
    server.use(
      http.put(`/api/community/posts/${post.id}/magazine`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(okBody(postSchema, { ...post, saveMagazineEntity: true }));
      }),
    );
    const { user } = renderWithProviders(<PostCard post={post} />, { user: instituteUser });
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Feature' })).toBeInTheDocument();
    // Sharing with every community is offered only when the server says it may change.
    expect(screen.queryByRole('menuitem', { name: 'Show in all communities' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Save for magazine' }));
    await waitFor(() => expect(sent).toEqual([{ saved: true }]));
  });

  it('show a saved post as saved, with the way to take it out', async () => {
    const post = makePost({ saveMagazineEntity: true, featuredPost: true, canChangeVisibility: true });
    const { user } = renderWithProviders(<PostCard post={post} />, { user: instituteUser });
    expect(await screen.findByText('Saved for magazine')).toBeInTheDocument();
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Remove from magazine' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Stop featuring' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Keep inside the school' })).toBeInTheDocument();
  });

  it('are not offered to a student, nor to a teacher the server does not let moderate the post', async () => {
    const post = makePost({ saveMagazineEntity: true });
    const { user } = renderWithProviders(<PostCard post={post} />, { user: studentUser });
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /magazine/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Saved for magazine')).not.toBeInTheDocument();
  });

  it('are offered to a committee teacher (the server lets them delete another member’s post of the school)', async () => {
    const post = makePost({ canDelete: true });
    const { user } = renderWithProviders(<PostCard post={post} />, { user: facultyUser });
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Save for magazine' })).toBeInTheDocument();
  });
});
