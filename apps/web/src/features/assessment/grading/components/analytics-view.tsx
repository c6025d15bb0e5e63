/**
 * The Analytics tab's content (loaded lazily: the charts are Mantine's, on recharts). Every chart has its figures
 * beside it as text, so nothing is said by colour or a picture alone.
 */
import '@mantine/charts/styles.css';
import { BarChart, BarsList } from '@mantine/charts';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AssignmentAnalytics, SectionType, StudentClass } from '@noticeboard/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { StackedTable } from '../../../../components/stacked-table';
import { messageOf } from '../../../../lib/api-error';
import { downloadFile } from '../../../../lib/download-file';
import { type AnalyticsFilter, analyticsExportPath, useAnalytics } from '../api/analytics';
import { classLabel, countLabel, durationLabel, percentLabel, shareLabel } from './grading-format';

type ClassRow = AssignmentAnalytics['classes'][number];
type QuestionRow = AssignmentAnalytics['questions'][number];

export interface AnalyticsViewProps {
  assignmentCode: string;
}

const filterKey = (row: { studentClass: StudentClass | null; section: SectionType | null }) =>
  `${row.studentClass ?? ''}|${row.section ?? ''}`;

export default function AnalyticsView({ assignmentCode }: AnalyticsViewProps) {
  const [filter, setFilter] = useState<AnalyticsFilter>({});
  const analytics = useAnalytics(assignmentCode, filter);
  // The class choices come from the unfiltered figures, so choosing one keeps the others on offer.
  const all = useAnalytics(assignmentCode, {});
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const data = analytics.data;

  if (analytics.isError && !data) {
    return (
      <FetchError
        error={analytics.error}
        fallback="Could not load the analytics"
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  if (!data) return <Text c="dimmed">Loading the analytics…</Text>;
  const staff = data.scope === 'STAFF';
  const classChoices = (all.data?.classes ?? data.classes).map((row) => ({
    value: filterKey(row),
    label: classLabel(row.studentClass, row.section),
  }));
  const { completion, score, time } = data;

  return (
    <Stack gap="lg" style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Class"
          placeholder="All classes"
          data={classChoices}
          value={
            filter.studentClass
              ? filterKey({ studentClass: filter.studentClass, section: filter.section ?? null })
              : null
          }
          onChange={(value) => {
            if (!value) return setFilter({});
            const [studentClass, section] = value.split('|');
            setFilter({
              studentClass: studentClass as StudentClass,
              section: section ? (section as SectionType) : undefined,
            });
          }}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        {staff && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => {
              setDownloadError(null);
              downloadFile(analyticsExportPath(assignmentCode, filter), `${assignmentCode}-attempts.csv`).catch(
                (error: unknown) => setDownloadError(messageOf(error)),
              );
            }}
          >
            Download CSV
          </Button>
        )}
      </Group>
      {downloadError && (
        <Text c="red.8" size="sm" role="alert">
          The file could not be downloaded: {downloadError}
        </Text>
      )}

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Set for" value={countLabel(completion.targeted)} note="students" />
        <Figure
          label="Submitted"
          value={countLabel(completion.submitted)}
          note={`${countLabel(completion.started)} started${completion.rejected ? `, ${completion.rejected} rejected` : ''}`}
        />
        <Figure
          label="Average"
          value={percentLabel(score.averagePercent)}
          note={score.average === null ? 'no marks yet' : `${score.average} of ${score.maxScore} marks`}
        />
        <Figure
          label="Median"
          value={percentLabel(score.medianPercent)}
          note={score.median === null ? '—' : `${score.median} of ${score.maxScore} marks`}
        />
        <Figure label="Highest" value={score.highest === null ? '—' : `${score.highest} / ${score.maxScore}`} />
        <Figure label="Lowest" value={score.lowest === null ? '—' : `${score.lowest} / ${score.maxScore}`} />
        <Figure
          label="Average time"
          value={durationLabel(time.averageSeconds)}
          note={`median ${durationLabel(time.medianSeconds)}`}
        />
        <Figure
          label="Time ran out"
          value={countLabel(time.byTimer)}
          note={`fastest ${durationLabel(time.fastestSeconds)}, slowest ${durationLabel(time.slowestSeconds)}`}
        />
      </SimpleGrid>

      {completion.scored === 0 ? (
        <EmptyState title="No marks yet" order={3}>
          {staff
            ? 'The figures fill in as attempts are submitted and marked.'
            : 'The class figures appear once enough marks are out.'}
        </EmptyState>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="score-spread">
          <Title order={3} size="h5" id="score-spread" mb="xs">
            How the scores spread
          </Title>
          <BarChart
            h={220}
            data={data.distribution.map((bucket) => ({
              range: `${bucket.from}–${bucket.to}%`,
              students: bucket.count,
            }))}
            dataKey="range"
            series={[{ name: 'students', label: 'Students', color: 'blue.7' }]}
            tickLine="none"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false, width: 28 }}
            // Hidden from assistive technology (the list below says the same), so not focusable either.
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden
          />
          <VisuallyHidden>
            <ul>
              {data.distribution.map((bucket) => (
                <li key={bucket.from}>
                  {bucket.from} to {bucket.to} percent: {bucket.count} students
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        </Paper>
      )}

      {data.classes.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="by-class">
          <Title order={3} size="h5" id="by-class">
            By class
          </Title>
          <StackedTable<ClassRow>
            label="Figures by class"
            testId="analytics-classes"
            rows={data.classes}
            rowKey={filterKey}
            minWidth={560}
            columns={[
              { key: 'class', header: 'Class', title: true, cell: (row) => classLabel(row.studentClass, row.section) },
              { key: 'targeted', header: 'Set for', align: 'right', cell: (row) => countLabel(row.targeted) },
              { key: 'started', header: 'Started', align: 'right', cell: (row) => countLabel(row.started) },
              { key: 'submitted', header: 'Submitted', align: 'right', cell: (row) => countLabel(row.submitted) },
              { key: 'average', header: 'Average', align: 'right', cell: (row) => percentLabel(row.averagePercent) },
              { key: 'median', header: 'Median', align: 'right', cell: (row) => percentLabel(row.medianPercent) },
            ]}
          />
          {!staff && (
            <Text size="xs" c="dimmed">
              A class’s average shows once at least five of its attempts are marked.
            </Text>
          )}
        </Stack>
      )}

      {staff && data.questions.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="by-question">
          <Title order={3} size="h5" id="by-question">
            By question
          </Title>
          <Text size="xs" c="dimmed">
            Right: the share who got it right (written answers: the share of the marks). Discrimination: how much more
            often the top 27% got it right than the bottom 27% (from −1 to 1; low or negative values are worth a look).
          </Text>
          <StackedTable<QuestionRow>
            label="Figures by question"
            testId="analytics-questions"
            rows={data.questions}
            rowKey={(row) => row.questionId}
            minWidth={640}
            columns={[
              {
                key: 'question',
                header: 'Question',
                title: true,
                cell: (row) =>
                  `Q${row.position + 1}. ${row.prompt.length > 80 ? `${row.prompt.slice(0, 79)}…` : row.prompt}`,
              },
              { key: 'right', header: 'Right', align: 'right', cell: (row) => shareLabel(row.difficulty) },
              {
                key: 'discrimination',
                header: 'Discrimination',
                align: 'right',
                cell: (row) => (row.discrimination === null ? '—' : row.discrimination.toFixed(2)),
              },
              { key: 'answered', header: 'Answered', align: 'right', cell: (row) => countLabel(row.answered) },
              { key: 'skipped', header: 'Skipped', align: 'right', cell: (row) => countLabel(row.skipped) },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {data.questions
              .filter((question) => question.kind === 'MCQ')
              .map((question) => (
                <Paper key={question.questionId} withBorder p="sm" radius="md">
                  <Text size="sm" fw={600} mb={6}>
                    Q{question.position + 1}: who chose what
                  </Text>
                  <BarsList
                    data={question.options.map((option) => ({
                      name: option.correct ? `${option.text} (answer)` : option.text,
                      value: option.count,
                      // Light bars keep the theme's text colour readable in light and dark schemes.
                      color: option.correct ? 'teal' : 'gray',
                      variant: 'light' as const,
                    }))}
                    barsLabel="Option"
                    valueLabel="Students"
                    valueFormatter={countLabel}
                    // An option nobody chose has no bar: its name on one line, not a word per line in a bar of 0.
                    getBarProps={(bar) =>
                      bar.value === 0
                        ? {
                            style: {
                              whiteSpace: 'nowrap',
                              backgroundColor: 'transparent',
                              padding: '0 var(--mantine-spacing-sm)',
                            },
                          }
                        : {}
                    }
                  />
                </Paper>
              ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={{ base: 20, sm: 24 }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
