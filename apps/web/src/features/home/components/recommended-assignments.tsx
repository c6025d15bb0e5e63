/**
 * "Recommended for you": the assignments a student should start, due soonest first (spec §7 "recommended"), each
 * a whole-row link to its attempt page, with when it is due and whether the camera is needed.
 */
import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDateTime, type HomeAssignment } from '@noticeboard/shared';
import { Link } from 'react-router';
import classes from './task-list.module.css';

export function RecommendedAssignments({ assignments }: { assignments: HomeAssignment[] }) {
  if (assignments.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recommended-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="recommended-title">
          Recommended for you
        </Title>
        {assignments.map((assignment) => (
          <UnstyledButton
            key={assignment.customUrl}
            component={Link}
            to={`/attempt-assignment/${assignment.customUrl}`}
            className={classes.task}
          >
            <Text fw={600}>{assignment.title}</Text>
            <Text size="sm" c="dimmed">
              Due {formatDateTime(assignment.closesAt)}
              {assignment.faceCheckRequired ? ' · face check' : ''}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
