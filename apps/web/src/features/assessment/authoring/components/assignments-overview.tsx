/** The school's assignments of both kinds under one heading, with a switch between assessments and Q&A. */
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AssignmentType } from '@noticeboard/shared';
import { useState } from 'react';
import { AssignmentsPanel } from './assignments-panel';

export function AssignmentsOverview({ title, subtitle }: { title: string; subtitle: string }) {
  const [type, setType] = useState<AssignmentType>('ASSESSMENT');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as AssignmentType)}
          aria-label="Kind"
          data={[
            { value: 'ASSESSMENT', label: 'Assessments' },
            { value: 'QNA', label: 'Q&A assignments' },
          ]}
        />
      </Group>
      <AssignmentsPanel key={type} type={type} canCreate />
    </Stack>
  );
}
