/** Birthdays: today's of the reader's school, sending a wish, one's own wishes, staff sharing. */
import {
  ASSEMBLY_PATHS,
  birthdaySharingSchema,
  birthdaysSchema,
  myWishesSchema,
  personWishesSchema,
  type WishBody,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, del, get, post, put } from '../../../lib/http';
import { assemblyKey } from './assembly';

const birthdaysKey = [...assemblyKey, 'birthdays'] as const;
const myWishesKey = [...assemblyKey, 'my-wishes'] as const;
const sharingKey = [...assemblyKey, 'sharing'] as const;
const wishesPath = (userId: string) => ASSEMBLY_PATHS.wishes.replace(':userId', encodeURIComponent(userId));

/** GET /assembly/birthdays */
export const birthdaysQuery = () =>
  queryOptions({ queryKey: birthdaysKey, queryFn: () => get(ASSEMBLY_PATHS.birthdays, birthdaysSchema) });
export const useBirthdays = (enabled = true) => useQuery({ ...birthdaysQuery(), enabled });

/** POST /assembly/birthdays/:userId/wishes */
export const sendWish = (userId: string, body: WishBody) => post(wishesPath(userId), body, anyBody);

export function useSendWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: WishBody }) => sendWish(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: birthdaysKey }),
  });
}

/** GET /assembly/wishes/mine: refreshed every minute on a birthday, so new wishes arrive. */
export const myWishesQuery = () =>
  queryOptions({
    queryKey: myWishesKey,
    queryFn: () => get(ASSEMBLY_PATHS.myWishes, myWishesSchema),
    refetchInterval: (state) => (state.state.data?.birthdayToday ? 60_000 : false),
  });
export const useMyWishes = (enabled = true) => useQuery({ ...myWishesQuery(), enabled });

/** GET /assembly/birthdays/:userId/wishes (the school's moderators). */
export const usePersonWishes = (userId: string) =>
  useQuery({
    queryKey: [...birthdaysKey, 'wishes', userId],
    queryFn: () => get(wishesPath(userId), personWishesSchema),
  });

/** DELETE /assembly/wishes/:wishId (the birthday person, or the school's moderators). */
export function useRemoveWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wishId: string) => del(ASSEMBLY_PATHS.wish.replace(':wishId', encodeURIComponent(wishId)), anyBody),
    onSuccess: () => client.invalidateQueries({ queryKey: assemblyKey }),
  });
}

/** GET/PUT /assembly/birthday-sharing (teachers and admins). */
export const useBirthdaySharing = (enabled = true) =>
  useQuery({
    queryKey: sharingKey,
    queryFn: () => get(ASSEMBLY_PATHS.birthdaySharing, birthdaySharingSchema),
    enabled,
  });

export function useSaveBirthdaySharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareBirthday: boolean) =>
      put(ASSEMBLY_PATHS.birthdaySharing, { shareBirthday }, birthdaySharingSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: assemblyKey }),
  });
}
