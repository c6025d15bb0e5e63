import { Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { roleOf } from '@noticeboard/shared/access';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import {
  BANK_HOME_PATH,
  bankTypePath,
  DOWNLOAD_HISTORY_PATH,
  FACULTY_DETAILS_PATH,
  QUESTION_DETAILS_PATH,
} from '../api/bank-paths';

interface BankLink {
  label: string;
  to: string;
}

const FACULTY_LINKS: BankLink[] = [
  { label: 'Overview', to: BANK_HOME_PATH },
  { label: 'My questions', to: bankTypePath('my-questions') },
  { label: 'School bank', to: bankTypePath('school') },
  { label: 'Adopted', to: bankTypePath('adopted') },
  { label: 'Suggestions', to: bankTypePath('suggestions') },
  { label: 'Add question', to: bankTypePath('create') },
  { label: 'Papers', to: DOWNLOAD_HISTORY_PATH },
];

const REVIEWER_LINKS: BankLink[] = [
  { label: 'Overview', to: BANK_HOME_PATH },
  { label: 'Question details', to: QUESTION_DETAILS_PATH },
  { label: 'Faculty details', to: FACULTY_DETAILS_PATH },
  { label: 'Papers', to: DOWNLOAD_HISTORY_PATH },
];

/** Whether the signed-in person writes questions (faculty) rather than reviews them (school, admin). */
export function useIsFaculty(): boolean {
  const user = useSessionUser();
  return user !== null && roleOf(user) === 'FACULTY';
}

/** The bank's title and its sections for the caller's role, as a row that scrolls sideways on phones. */
export function BankHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  const faculty = useIsFaculty();
  const { pathname } = useLocation();
  const links = faculty ? FACULTY_LINKS : REVIEWER_LINKS;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {action}
      </Group>
      <ScrollArea type="never" component="nav" aria-label="Question bank sections">
        <Group gap={6} wrap="nowrap">
          {links.map((link) => {
            const current = pathname === link.to;
            return (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                size="compact-sm"
                radius="xl"
                variant={current ? 'filled' : 'light'}
                aria-current={current ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {link.label}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
