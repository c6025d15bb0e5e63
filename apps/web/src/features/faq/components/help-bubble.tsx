import { ActionIcon } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { type ComponentProps, useRef, useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import classes from './help-bubble.module.css';
import type { HelpPanel as Panel } from './help-panel';

// Only the button is on every page's first load; the panel (its drawer, answers and form) loads when first opened.
const HelpPanel = lazyDialog<ComponentProps<typeof Panel>>(
  () => import('./help-panel').then((module) => ({ default: module.HelpPanel })),
  'help-panel',
  (props) => props.opened,
);

/** The FAQ helper's bubble, on every page: opens the help panel; closing it brings focus back here. */
export function HelpBubble() {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Mantine returns focus only for a dialog that was mounted closed; this one mounts open (it loads on first use).
  const close = () => {
    setOpened(false);
    window.setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <div className={classes.room} aria-hidden />
      <div className={classes.bubble}>
        <ActionIcon
          ref={button}
          size={52}
          radius="xl"
          variant="filled"
          aria-label="Help"
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened(true)}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <IconHelp size={28} aria-hidden />
        </ActionIcon>
      </div>
      <HelpPanel opened={opened} onClose={close} />
    </>
  );
}
