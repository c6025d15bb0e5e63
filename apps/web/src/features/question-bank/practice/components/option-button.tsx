import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { optionLetter } from './sitting';

/** How an option looks once the question is answered: colour AND icon AND words, never colour alone. */
export type OptionMark = 'none' | 'chosen-right' | 'right' | 'chosen-wrong' | 'other';

const LOOKS: Record<OptionMark, { colour?: string; words?: string }> = {
  none: {},
  'chosen-right': { colour: 'green', words: 'Your answer: right' },
  right: { colour: 'green', words: 'Right answer' },
  'chosen-wrong': { colour: 'red', words: 'Your answer' },
  other: {},
};

export function markOf(index: number, selectedIndex: number | undefined, answerIndex: number | undefined): OptionMark {
  if (answerIndex === undefined) return 'none';
  if (index === answerIndex) return index === selectedIndex ? 'chosen-right' : 'right';
  return index === selectedIndex ? 'chosen-wrong' : 'other';
}

interface OptionButtonProps {
  index: number;
  text: string;
  mark: OptionMark;
  /** The player's choice while the answer is being checked. */
  checking: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One option as a big, full-width tap target. */
export function OptionButton({ index, text, mark, checking, disabled, onChoose }: OptionButtonProps) {
  const { colour, words } = LOOKS[mark];
  const tone = colour ?? 'blue';
  const highlighted = colour !== undefined || checking;
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={disabled}
      aria-busy={checking || undefined}
      data-mark={mark}
      style={{
        display: 'block',
        width: '100%',
        minHeight: 56,
        padding: '10px 14px',
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px solid ${highlighted ? `var(--mantine-color-${tone}-filled)` : 'var(--mantine-color-default-border)'}`,
        background: highlighted ? `var(--mantine-color-${tone}-light)` : 'var(--mantine-color-body)',
        opacity: mark === 'other' ? 0.75 : 1,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon radius="xl" size={32} variant={colour ? 'filled' : 'light'} color={tone} style={{ flexShrink: 0 }}>
          {colour === 'green' ? (
            <IconCheck size={18} aria-label="Right" />
          ) : colour === 'red' ? (
            <IconX size={18} aria-label="Wrong" />
          ) : (
            <Text fw={700} size="sm" c="inherit" aria-hidden>
              {optionLetter(index)}
            </Text>
          )}
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="md" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          {words && (
            <Text size="sm" fw={700} c={`var(--mantine-color-${tone}-light-color)`}>
              {words}
            </Text>
          )}
        </div>
      </Group>
    </UnstyledButton>
  );
}
