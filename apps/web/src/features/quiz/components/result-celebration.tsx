import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { QuizRank, QuizResult } from '@noticeboard/shared';
import { IconStarFilled, IconTrophyFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './result-celebration.module.css';

/** A cheer for every finished quiz (children read this): warmer the more they got right, never a scolding. */
export function cheerFor(result: Pick<QuizResult, 'totalRightAnswers' | 'totalQuestions'>): string {
  const share = result.totalQuestions > 0 ? result.totalRightAnswers / result.totalQuestions : 0;
  if (share >= 0.8) return 'Brilliant!';
  if (share >= 0.5) return 'Well done!';
  if (result.totalRightAnswers > 0) return 'Good effort!';
  return 'Quiz complete!';
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const COLOURS = ['yellow', 'pink', 'teal', 'blue', 'grape', 'orange', 'lime', 'red'];
const PIECES = 28;

/** Fixed, spread-out pieces (no randomness: the same burst every time, nothing to re-render). */
const CONFETTI = Array.from({ length: PIECES }, (_, index) => ({
  '--x': `${(index * 37) % 100}%`,
  '--c': `var(--mantine-color-${COLOURS[index % COLOURS.length]}-5)`,
  '--d': `${(index % 7) * 90}ms`,
  '--r': `${(index * 53) % 360}deg`,
  '--drift': `${((index % 5) - 2) * 14}px`,
})) as CSSProperties[];

/** The rank line: the place among everyone who finished this quiz, and in the player's school. */
function RankLine({ rank }: { rank: QuizRank }) {
  const soFar = rank.final ? '' : ' so far';
  const players = `${rank.players} ${rank.players === 1 ? 'player' : 'players'}`;
  return (
    <Stack gap={2} align="center" data-testid="quiz-rank">
      <Text fz={{ base: 30, sm: 36 }} fw={800} lh={1.1}>
        {ordinal(rank.rank)}
      </Text>
      <Text size="sm" fw={600}>
        of {players} in this quiz{soFar}
      </Text>
      {rank.school && (
        <Text size="sm">
          {ordinal(rank.school.rank)} of {rank.school.players} in your school
        </Text>
      )}
    </Stack>
  );
}

/**
 * The top of the result page, like a lesson-complete screen: a badge, a cheer, the score and the player's place.
 * `celebrate` adds a one-off burst of confetti (right after a play; never under prefers-reduced-motion).
 */
export function ResultCelebration({
  quizTitle,
  result,
  rank,
  celebrate,
}: {
  quizTitle: string;
  result: QuizResult;
  /** undefined while loading, null when it could not be read. */
  rank: QuizRank | null | undefined;
  celebrate: boolean;
}) {
  const strong = result.totalQuestions > 0 && result.totalRightAnswers * 2 >= result.totalQuestions;
  const minutes = result.timeTakenSeconds > 0 ? Math.max(1, Math.round(result.timeTakenSeconds / 60)) : 0;
  return (
    <section
      className={`${classes.stage} ${celebrate ? classes.celebrating : ''}`}
      aria-labelledby="result-cheer"
      data-testid="result-celebration"
      data-celebrating={celebrate || undefined}
    >
      {celebrate && (
        <div className={classes.confetti} aria-hidden="true" data-testid="confetti">
          {CONFETTI.map((style, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of decorative pieces
            <span key={index} className={classes.piece} style={style} />
          ))}
        </div>
      )}
      <Stack gap="sm" align="center" pos="relative">
        <span className={classes.badge} aria-hidden="true">
          {strong ? <IconTrophyFilled size={38} /> : <IconStarFilled size={36} />}
        </span>
        <div>
          <Text size="xs" tt="uppercase" fw={700} lineClamp={2}>
            {quizTitle}
          </Text>
          <Title order={1} id="result-cheer" fz={{ base: 'h2', sm: 'h1' }}>
            {cheerFor(result)}
          </Title>
          <Text>
            You got <strong>{result.totalRightAnswers}</strong> of {result.totalQuestions} right
            {minutes > 0 && ` in ${minutes} min`} · <strong>{result.score}</strong> points
          </Text>
        </div>
        {rank === undefined ? (
          <Skeleton h={72} w={200} radius="md" aria-label="Loading your rank" />
        ) : rank ? (
          <RankLine rank={rank} />
        ) : (
          <Text size="sm">Your rank is on the leaderboard.</Text>
        )}
      </Stack>
    </section>
  );
}
