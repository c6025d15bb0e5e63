import { Anchor, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { HomeSetup } from '@noticeboard/shared';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { setupSteps } from '../home-tasks';

/** A new school's first steps, done ones ticked, until every one is done. */
export function SetupChecklist({ setup }: { setup: HomeSetup }) {
  const steps = setupSteps(setup);
  const done = steps.filter((step) => step.done).length;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="home-setup">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="home-setup">
            Get your school started
          </Title>
          <Text size="sm" c="dimmed">
            {done} of {steps.length} done
          </Text>
        </div>
        <Progress value={(done / steps.length) * 100} size="sm" radius="xl" aria-hidden />
        <List spacing="md" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
          {steps.map((step) => (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon size={28} radius="xl" color={step.done ? 'teal' : 'gray'} variant="light" aria-hidden>
                  {step.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                </ThemeIcon>
              }
            >
              <Group gap={6} wrap="wrap">
                {step.done ? (
                  <Text fw={600} td="line-through" c="dimmed">
                    {step.label}
                    <Text span size="sm">
                      {' '}
                      (done)
                    </Text>
                  </Text>
                ) : (
                  <Anchor component={Link} to={step.to} fw={600}>
                    {step.label}
                  </Anchor>
                )}
              </Group>
              {!step.done && (
                <Text size="sm" c="dimmed">
                  {step.detail}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
