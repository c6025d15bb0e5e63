import { Checkbox, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  ASSIGNMENT_LIMITS,
  formatDateTime,
  RESULT_RELEASE_LABELS,
  RESULT_RELEASES,
  type ResultRelease,
  SCHEDULE_FREQUENCY_LABELS,
  type StaffAssignment,
} from '@noticeboard/shared';
import { useState } from 'react';
import { fromIndiaInput, marksOf, targetsLabel, toIndiaInput } from './authoring-format';
import { SaveStatusLine } from './save-status';
import { useAutosave } from './use-autosave';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** What stays editable once published: nothing that changes what a student answers. */
function PublishedSettings({ assignment }: { assignment: StaffAssignment }) {
  const autosave = useAutosave(assignment);
  const [values, setValues] = useState({
    title: assignment.title,
    instructions: assignment.instructions,
    closesAt: assignment.closesAt,
    resultRelease: assignment.resultRelease,
    emailParents: assignment.emailParents,
  });
  const set = (fields: Partial<typeof values>) => {
    setValues((old) => ({ ...old, ...fields }));
    autosave.change(fields);
  };
  const kind = assignment.type === 'ASSESSMENT' ? 'assessment' : 'Q&A assignment';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="change-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="change-heading">
          Change
        </Title>
        <Text size="sm" c="dimmed">
          Once published, only what does not change students’ answers can change; the closing time can only move later.
        </Text>
        <SaveStatusLine status={autosave.status} kind={kind} onReload={() => window.location.reload()} />
        <TextInput
          label="Title"
          maxLength={ASSIGNMENT_LIMITS.titleMax}
          value={values.title}
          error={autosave.errors.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <Textarea
          label="Instructions for students"
          autosize
          minRows={2}
          maxLength={ASSIGNMENT_LIMITS.instructionsMax}
          value={values.instructions}
          error={autosave.errors.instructions}
          onChange={(event) => set({ instructions: event.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label="Closes (India time)"
          value={toIndiaInput(values.closesAt)}
          error={autosave.errors.closesAt}
          onChange={(event) => {
            const closesAt = fromIndiaInput(event.currentTarget.value);
            if (closesAt) set({ closesAt });
          }}
          maw={280}
        />
        <Radio.Group
          label="Students see their marks and the answers"
          value={values.resultRelease}
          onChange={(value) => set({ resultRelease: value as ResultRelease })}
        >
          <Stack gap={6} mt={6}>
            {RESULT_RELEASES.map((value) => (
              <Radio key={value} value={value} label={RESULT_RELEASE_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label="Email parents of students under 18 when marks are released"
          checked={values.emailParents}
          onChange={(event) => set({ emailParents: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}

/** The Overview tab: the settings it was published with, how many attempted it, and what may still change. */
export default function OverviewPanel({ assignment }: { assignment: StaffAssignment }) {
  const { attempts } = assignment;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="summary-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="summary-heading">
            Summary
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            <Fact label="Classes">{targetsLabel(assignment.targets)}</Fact>
            <Fact label="Opens">{formatDateTime(assignment.opensAt)}</Fact>
            <Fact label="Closes">{formatDateTime(assignment.closesAt)}</Fact>
            <Fact label="Time limit">
              {assignment.timeLimitMinutes ? `${assignment.timeLimitMinutes} minutes` : 'None'}
            </Fact>
            <Fact label="Questions">
              {assignment.questionCount} · {marksOf(assignment.totalMarks)}
            </Fact>
            <Fact label="Results">{RESULT_RELEASE_LABELS[assignment.resultRelease]}</Fact>
            <Fact label="Shuffled">
              {assignment.shuffleQuestions && assignment.shuffleOptions
                ? 'Questions and options'
                : assignment.shuffleQuestions
                  ? 'Questions'
                  : assignment.shuffleOptions
                    ? 'Options'
                    : 'Nothing'}
            </Fact>
            <Fact label="Face check">
              {assignment.faceCheckRequired
                ? assignment.faceRecheckMinutes
                  ? `At the start and every ${assignment.faceRecheckMinutes} minutes`
                  : 'At the start'
                : 'Not asked'}
            </Fact>
            <Fact label="Repeats">
              {assignment.scheduleFrequency
                ? `${
                    assignment.scheduleFrequency === 'CUSTOM'
                      ? `Every ${assignment.scheduleEveryDays} days`
                      : SCHEDULE_FREQUENCY_LABELS[assignment.scheduleFrequency]
                  }${assignment.scheduleUntil ? ` until ${formatDateTime(assignment.scheduleUntil)}` : ''} · occurrence ${assignment.occurrence}`
                : 'No'}
            </Fact>
            <Fact label="Attempts">
              {attempts.started} started · {attempts.submitted} handed in · {attempts.graded} graded
            </Fact>
          </SimpleGrid>
          {assignment.instructions && (
            <Fact label="Instructions">
              <span style={{ whiteSpace: 'pre-wrap' }}>{assignment.instructions}</span>
            </Fact>
          )}
        </Stack>
      </Paper>
      {assignment.canManage && assignment.state === 'PUBLISHED' && <PublishedSettings assignment={assignment} />}
    </Stack>
  );
}
