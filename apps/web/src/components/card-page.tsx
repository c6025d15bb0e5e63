import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardPageProps {
  title: string;
  subtitle?: ReactNode;
  /** For longer forms that use two columns on wider screens. */
  wide?: boolean;
  children: ReactNode;
}

/** The narrow centred card that sign-in, sign-up, password and parent-consent screens sit in. */
export function CardPage({ title, subtitle, wide, children }: CardPageProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={wide ? 640 : 480}
      mx="auto"
      mt={{ base: 0, sm: 'lg' }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
