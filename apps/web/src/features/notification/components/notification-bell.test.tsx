import {
  NOTIFICATION_PATHS,
  type Notification,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import NotificationBell from './notification-bell';

const approved: Notification = notificationSchema.parse({
  id: '0d9c2a10-0000-4000-8000-000000000001',
  kind: 'POST_APPROVED',
  title: 'Your post was approved',
  body: "“Our kite festival” is now in your school's community.",
  linkPath: '/community/details/our-kite-festival',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
});
const deleted: Notification = notificationSchema.parse({
  id: '0d9c2a10-0000-4000-8000-000000000002',
  kind: 'POST_DELETED',
  title: 'Your post was deleted',
  body: 'A moderator deleted “Canteen” before it was published.',
  linkPath: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  readAt: null,
});
const old: Notification = {
  ...approved,
  id: '0d9c2a10-0000-4000-8000-000000000003',
  createdAt: '2026-10-01T10:00:00.000Z',
  readAt: '2026-11-03T10:00:00.000Z',
};

const page = (content: Notification[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});
const readPath = (id: string) => NOTIFICATION_PATHS.read.replace(':notificationId', id);

function renderBell(unread: number) {
  answer('get', NOTIFICATION_PATHS.unreadCount, unreadCountSchema, { unread });
  return renderWithProviders(<NotificationBell />, { user: studentUser, route: '/community', path: '/community' });
}

async function openBell(view: ReturnType<typeof renderBell>, name: string) {
  await view.user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
}

describe('Notification bell', () => {
  it('is named with the unread count and shows it in a badge', async () => {
    renderBell(3);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', async () => {
    renderBell(0);
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
  });

  it('opens the list; an item leads to its page and marks itself read', async () => {
    answer('get', NOTIFICATION_PATHS.list, notificationPageSchema, page([approved, deleted, old]));
    const marked = answerAndRecord('post', readPath(approved.id), notificationSchema, {
      ...approved,
      readAt: new Date().toISOString(),
    });
    const view = renderBell(2);
    const drawer = await openBell(view, 'Notifications, 2 unread');
    const list = await within(drawer).findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('5 min ago')).toBeInTheDocument();
    expect(within(list).getByText('2 Nov 2026')).toBeInTheDocument();
    const link = within(list).getByRole('link', { name: /Unread: Your post was approved/ });
    expect(link).toHaveAttribute('href', '/community/details/our-kite-festival');
    await view.user.click(link);
    await vi.waitFor(() => expect(marked).toHaveLength(1));
    expect(await screen.findByText('Navigated to /community/details/our-kite-festival')).toBeInTheDocument();
  });

  it('an item with nothing left to open is a button that only marks it read', async () => {
    answer('get', NOTIFICATION_PATHS.list, notificationPageSchema, page([deleted]));
    const marked = answerAndRecord('post', readPath(deleted.id), notificationSchema, {
      ...deleted,
      readAt: new Date().toISOString(),
    });
    const view = renderBell(1);
    const drawer = await openBell(view, 'Notifications, 1 unread');
    await view.user.click(await within(drawer).findByRole('button', { name: /Your post was deleted/ }));
    await vi.waitFor(() => expect(marked).toHaveLength(1));
    expect(await within(drawer).findByRole('button', { name: /^Your post was deleted/ })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    answer('get', NOTIFICATION_PATHS.list, notificationPageSchema, page([approved, deleted]));
    const all = answerAndRecord('post', NOTIFICATION_PATHS.readAll, unreadCountSchema, { unread: 0 });
    const view = renderBell(2);
    const drawer = await openBell(view, 'Notifications, 2 unread');
    await view.user.click(await within(drawer).findByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(all).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(within(drawer).getByText('All caught up')).toBeInTheDocument();
    expect(within(drawer).queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says what will arrive when there is nothing yet', async () => {
    answer('get', NOTIFICATION_PATHS.list, notificationPageSchema, page([]));
    const view = renderBell(0);
    const drawer = await openBell(view, 'Notifications, 0 unread');
    expect(await within(drawer).findByText(/No notifications yet/)).toBeInTheDocument();
  });
});
