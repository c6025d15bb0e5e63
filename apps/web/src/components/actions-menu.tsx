import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface MenuAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}

export interface ActionsMenuProps {
  /** The button's accessible name, e.g. "Post actions". */
  label: string;
  actions: MenuAction[];
  size?: 'sm' | 'md';
}

/** A "…" button opening a menu of actions. Loaded lazily through LazyActionsMenu: the menu's positioning code is not part of the first load. */
export default function ActionsMenu({ label, actions, size = 'md' }: ActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={size} aria-label={label}>
          <IconDots size={size === 'sm' ? 16 : 18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} color={action.color} onClick={action.onClick}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
