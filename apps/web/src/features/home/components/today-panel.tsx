import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type HomeLearner, roleOf } from '@noticeboard/shared';
import { IconFlame } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLAY_PARAM, QUIZ_HUB_PATH } from '../../../lib/today-quiz';
import { useSessionUser } from '../../../lib/use-session';

interface QuizStep {
  label: string;
  to: string | null;
  hint: string;
}

/**
 * The one next step for today's quiz: read first, then play, then the result. `onHub`: an individual, whom the route
 * table keeps off /quiz/{customUrl} and /result/{customUrl}, plays and sees the result on the hub (`?play` opens the
 * player at once: lib/today-quiz.ts).
 */
export function quizStep(learner: HomeLearner, onHub = false): QuizStep {
  const step = quizStepOnPages(learner);
  if (!onHub || !step.to) return step;
  const customUrl = learner.dailyQuiz?.customUrl;
  if (customUrl && step.to === `/quiz/${customUrl}`)
    return { ...step, to: `${QUIZ_HUB_PATH}?${PLAY_PARAM}=${customUrl}` };
  if (step.to.startsWith('/result/')) return { ...step, to: QUIZ_HUB_PATH };
  return step;
}

function quizStepOnPages(learner: HomeLearner): QuizStep {
  const quiz = learner.dailyQuiz;
  const left = Math.max(learner.dailyMinimum - learner.readToday, 0);
  if (!quiz?.customUrl) {
    return { label: 'Read today’s news', to: '/current-affairs', hint: 'Today’s quiz is being prepared.' };
  }
  switch (quiz.state) {
    case 'SUBMITTED':
    case 'EXPIRED':
      return { label: 'See your result', to: `/result/${quiz.customUrl}`, hint: 'Today’s quiz is done. Well played!' };
    case 'IN_PROGRESS':
      return { label: 'Continue today’s quiz', to: `/quiz/${quiz.customUrl}`, hint: 'Your answers are saved.' };
    case 'NOT_STARTED':
      return quiz.eligible
        ? { label: 'Take today’s quiz', to: `/quiz/${quiz.customUrl}`, hint: 'Ten questions from today’s news.' }
        : {
            label: 'Read today’s news',
            to: '/current-affairs',
            hint: `Read ${left} more ${left === 1 ? 'article' : 'articles'} to open today’s quiz.`,
          };
  }
}

/** A student's or reader's day: reading towards the minimum, today's quiz, the streak and class quizzes. */
export function TodayPanel({ learner, withHistory }: { learner: HomeLearner; withHistory: boolean }) {
  const user = useSessionUser();
  const step = quizStep(learner, user !== null && roleOf(user) === 'INDIVIDUAL');
  const read = Math.min(learner.readToday, learner.dailyMinimum);
  const percent = learner.dailyMinimum > 0 ? Math.round((read / learner.dailyMinimum) * 100) : 100;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="home-today">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="home-today">
            Today
          </Title>
          <Badge
            size="lg"
            variant="light"
            color={learner.streakDays > 0 ? 'orange' : 'gray'}
            leftSection={<IconFlame size={16} aria-hidden />}
            style={{ textTransform: 'none' }}
          >
            {learner.streakDays === 0
              ? 'Play today to start a streak'
              : learner.streakDays === 1
                ? '1-day streak'
                : `${learner.streakDays}-day streak`}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Text fw={600}>
            {learner.readToday >= learner.dailyMinimum
              ? `You have read ${learner.readToday} ${learner.readToday === 1 ? 'article' : 'articles'} today`
              : `${read} of ${learner.dailyMinimum} articles read today`}
          </Text>
          <Progress value={percent} size="lg" radius="xl" aria-label="Articles read towards today’s quiz" />
          <Text size="sm" c="dimmed">
            {step.hint}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {step.to && (
            <Button component={Link} to={step.to} size="md">
              {step.label}
            </Button>
          )}
          <Button component={Link} to="/leaderboard" variant="default" size="md">
            Leaderboard
          </Button>
          {withHistory && (
            <Button component={Link} to="/quiz-summary/user" variant="default" size="md">
              Your quiz history
            </Button>
          )}
        </Group>
        {learner.classQuizzesOpen > 0 && (
          <Text size="sm">
            {learner.classQuizzesOpen === 1
              ? 'Your teachers have set 1 quiz for your class. '
              : `Your teachers have set ${learner.classQuizzesOpen} quizzes for your class. `}
            <Button component={Link} to="/quiz" variant="subtle" size="compact-sm">
              Open the quiz list
            </Button>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
