import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ownProfilePath } from '@noticeboard/shared';
import { Link } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { useSessionUser } from '../../../lib/use-session';
import { changePasswordKind, useChangePassword } from '../api/change-password';
import { FormError } from '../components/form-error';
import { NewPasswordForm } from '../components/new-password-form';

/** `/change-password` for any signed-in account (the guard has already required a session). */
export default function ChangePasswordPage() {
  const user = useSessionUser();
  const change = useChangePassword();
  if (!user) return null;

  return (
    <CardPage title="Change password" subtitle={`Signed in as ${user.email}`}>
      <NewPasswordForm
        withCurrent
        submitLabel="Change password"
        pending={change.isPending}
        error={change.error}
        onSubmit={({ currentPassword, newPassword }, reset) =>
          change.mutate(
            { kind: changePasswordKind(user), currentPassword, newPassword },
            {
              onSuccess: () => {
                reset();
                notifications.show({ color: 'teal', message: 'Your password has been changed.' });
              },
            },
          )
        }
      >
        <FormError error={change.error} title="Could not change the password" />
        {change.isSuccess && (
          <Text size="sm" role="status" c="teal">
            Password changed.
          </Text>
        )}
      </NewPasswordForm>
      <Anchor component={Link} to={ownProfilePath(user)} size="sm">
        Back to your profile
      </Anchor>
    </CardPage>
  );
}
