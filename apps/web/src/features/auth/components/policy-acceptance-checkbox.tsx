import { Anchor, Checkbox, VisuallyHidden } from '@mantine/core';
import { POLICY_PAGE_PATHS } from '@noticeboard/shared';
import type { ComponentProps } from 'react';

/** A link that keeps the half-filled form: the text opens in a new tab, and says so. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** The required box of every sign-up form: the server refuses a sign-up without it and records the versions. */
export function PolicyAcceptanceCheckbox(props: Omit<ComponentProps<typeof Checkbox>, 'label'>) {
  return (
    <Checkbox
      required
      size="md"
      // Mantine's error red (shade 6) is 3.3:1 on white; the palette's text shade reads at 4.5:1 in both schemes.
      styles={{ error: { color: 'var(--mantine-color-red-text)' } }}
      label={
        <>
          I have read and accept the <PolicyLink to={POLICY_PAGE_PATHS.PRIVACY_POLICY}>privacy policy</PolicyLink> and
          the <PolicyLink to={POLICY_PAGE_PATHS.SAFETY_ADVISORY}>safety advisory</PolicyLink>
        </>
      }
      {...props}
    />
  );
}
