import type { CHANGE_PASSWORD_KINDS, UserDetails } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { anyBody, post } from '../../../lib/http';

type ChangePasswordKind = (typeof CHANGE_PASSWORD_KINDS)[number];

/** Spec §6: the change-password path depends on the account type. */
export function changePasswordKind(user: Pick<UserDetails, 'type' | 'userType'>): ChangePasswordKind {
  switch (user.type) {
    case 'INSTITUTE':
      return 'institute';
    case 'CANDIDATE':
      return 'user';
    case 'INDIVIDUAL':
      return user.userType ? 'faculty' : 'individual';
  }
}

export interface ChangePasswordInput {
  kind: ChangePasswordKind;
  currentPassword: string;
  newPassword: string;
}

/** POST /{kind}/change_password */
export const changePassword = ({ kind, ...body }: ChangePasswordInput) =>
  post(`/${kind}/change_password`, body, anyBody);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
