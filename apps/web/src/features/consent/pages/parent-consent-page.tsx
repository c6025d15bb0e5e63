import { Stack, Text, Title } from '@mantine/core';
import { ConsentFeeSetting } from '../components/consent-fee-setting';
import { ConsentsPanel } from '../components/consents-panel';

/** `/parent-consent` (institute only): the parents' answers for students under 18. */
export default function ParentConsentPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Parent consent</Title>
        <Text c="dimmed">
          Students under 18 need a parent's consent before they post, comment or appear in public lists. Parents answer
          from a link we email them.
        </Text>
      </Stack>
      <ConsentFeeSetting />
      <ConsentsPanel />
    </Stack>
  );
}
