/**
 * The moderators' switches in a post's menu (spec §4): "Save for magazine", "Feature" and the post's global
 * visibility. Shown to those the API allows (post-flags policy: the school account, its admins and its approval
 * committee, on their school's published posts); the server still decides. A committee teacher is recognised by
 * what the server already says of the post: they may delete another member's post of their school.
 */
import { notifications } from '@mantine/notifications';
import type { Post, UserDetails } from '@noticeboard/shared';
import { roleOf } from '@noticeboard/shared/access';
import { IconBookmark, IconStar, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messageOf } from '../../../lib/api-error';
import { type PostFlag, useSetPostFlag } from '../api/post-flags';

interface MenuAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

function moderatesPost(user: UserDetails | null, post: Post): boolean {
  if (!user || post.requestStatus !== 'PUBLISHED' || !post.author.institute) return false;
  if (user.instituteId !== post.author.institute.id) return false;
  const role = roleOf(user);
  if (role === 'INSTITUTE' || role === 'ADMIN') return true;
  return role === 'FACULTY' && post.canDelete && post.author.id !== user.id;
}

export function usePostFlagActions(post: Post, user: UserDetails | null): MenuAction[] {
  const setFlag = useSetPostFlag(post.id);
  if (!moderatesPost(user, post)) return [];
  const apply = (change: PostFlag, done: string) =>
    setFlag.mutate(change, {
      onSuccess: () => notifications.show({ color: 'green', message: done }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  const actions: MenuAction[] = [
    post.saveMagazineEntity
      ? {
          label: 'Remove from magazine',
          icon: <IconBookmark size={16} />,
          onClick: () => apply({ flag: 'magazine', on: false }, 'Taken out of the school magazine.'),
        }
      : {
          label: 'Save for magazine',
          icon: <IconBookmark size={16} />,
          onClick: () => apply({ flag: 'magazine', on: true }, 'Saved for the school magazine.'),
        },
    post.featuredPost
      ? {
          label: 'Stop featuring',
          icon: <IconStar size={16} />,
          onClick: () => apply({ flag: 'featured', on: false }, 'No longer featured.'),
        }
      : {
          label: 'Feature',
          icon: <IconStar size={16} />,
          onClick: () => apply({ flag: 'featured', on: true }, 'Featured.'),
        },
  ];
  if (post.canChangeVisibility) {
    actions.push(
      post.globalvisibility
        ? {
            label: 'Keep inside the school',
            icon: <IconWorld size={16} />,
            onClick: () => apply({ flag: 'visibility', on: false }, 'Visible inside your school.'),
          }
        : {
            label: 'Show in all communities',
            icon: <IconWorld size={16} />,
            onClick: () => apply({ flag: 'visibility', on: true }, 'Visible in all communities.'),
          },
    );
  }
  return actions;
}
