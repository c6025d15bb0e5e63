import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UserDetails } from '@noticeboard/shared';
import { ownProfilePath } from '@noticeboard/shared/access';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconReceipt,
  IconShieldLock,
  IconTag,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Who buys which plans: the school account its school's, a reader without a school their own. */
function pricingPathOf(user: UserDetails): string | null {
  if (user.type === 'INSTITUTE') return '/pricing/school';
  return user.instituteId === null ? '/pricing/reader' : null;
}

export default function AccountMenu({ user }: { user: UserDetails }) {
  const pricingPath = pricingPathOf(user);
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by hidden text rather than aria-label, so the initials shown are not a second, different name. */}
        <UnstyledButton display="flex" style={{ alignItems: 'center', gap: 6 }}>
          <VisuallyHidden>Account menu for {user.name}</VisuallyHidden>
          <Avatar size={32} radius="xl" color="blue" aria-hidden>
            {initials(user.name)}
          </Avatar>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={ownProfilePath(user)} leftSection={<IconUser size={16} aria-hidden />}>
          My profile
        </Menu.Item>
        <Menu.Item component={Link} to="/change-password" leftSection={<IconKey size={16} aria-hidden />}>
          Change password
        </Menu.Item>
        <Menu.Item component={Link} to="/account/privacy" leftSection={<IconShieldLock size={16} aria-hidden />}>
          Privacy and account
        </Menu.Item>
        {pricingPath && (
          <Menu.Item component={Link} to={pricingPath} leftSection={<IconTag size={16} aria-hidden />}>
            Plans and pricing
          </Menu.Item>
        )}
        {pricingPath && (
          <Menu.Item component={Link} to="/transaction" leftSection={<IconReceipt size={16} aria-hidden />}>
            Payments and invoices
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/signout" color="red" leftSection={<IconLogout size={16} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
