import { Button } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The "Change password" and "Sign out" shortcuts of one's own account panels. */
export function AccountActions() {
  return (
    <>
      <Button component={Link} to="/change-password" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
        Change password
      </Button>
      <Button
        component={Link}
        to="/signout"
        variant="subtle"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
      >
        Sign out
      </Button>
    </>
  );
}
