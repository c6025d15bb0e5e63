import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';

/** The charts (Mantine charts on recharts) load only when the tab is opened. */
const AnalyticsView = lazyWithRetry(() => import('./analytics-view'), 'analytics-view');

export interface AnalyticsTabProps {
  assignmentCode: string;
}

/** Analytics of one assignment: staff see everything and the CSV; a student whose result is out, the summary. */
export function AnalyticsTab({ assignmentCode }: AnalyticsTabProps) {
  return (
    <Suspense fallback={<Text c="dimmed">Loading the analytics…</Text>}>
      <AnalyticsView assignmentCode={assignmentCode} />
    </Suspense>
  );
}
