import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HomeTask } from '../home-tasks';
import classes from './task-list.module.css';

/** The to-do list: each item a whole-row link (a 44 px target or more) with its count. */
export function TaskList({ tasks }: { tasks: HomeTask[] }) {
  return (
    <section aria-labelledby="home-tasks">
      <Title order={2} size="h3" id="home-tasks" mb="sm">
        To do
      </Title>
      {tasks.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="teal" aria-hidden>
              <IconConfetti size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>You are all caught up</Text>
              <Text size="sm" c="dimmed">
                Nothing is waiting for you. New posts, reports and results will show up here.
              </Text>
            </div>
          </Group>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list}>
          {tasks.map((task) => (
            <li key={task.key}>
              <UnstyledButton
                component={Link}
                to={task.to}
                className={classes.task}
                data-urgent={task.urgent || undefined}
              >
                <Group gap="md" wrap="nowrap" justify="space-between">
                  <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge size="xl" radius="md" variant="light" color={task.urgent ? 'orange' : 'blue'} aria-hidden>
                      {task.count}
                    </Badge>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>
                        <VisuallyHidden>{task.label}</VisuallyHidden>
                        <span aria-hidden>{task.title}</span>
                      </Text>
                      <Text size="sm" c="dimmed">
                        {task.detail}
                      </Text>
                    </div>
                  </Group>
                  <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
