import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

/** The header's overflow for accounts with many areas (signed-in school staff): loaded apart, with its popover code. */
export default function HeaderMoreMenu({ items, current }: { items: readonly NavItem[]; current: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={current ? 'light' : 'subtle'}
          size="compact-md"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          More
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.icon size={16} aria-hidden />}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
