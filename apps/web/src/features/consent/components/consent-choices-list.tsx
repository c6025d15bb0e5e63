import { Stack, Switch, Text } from '@mantine/core';
import { CONSENT_PURPOSE_LABELS, type ConsentChoice, type ConsentPurpose, formatDate } from '@noticeboard/shared';

const GRANTOR_WORDS = { PARENT: 'a parent', SCHOOL: 'the school', SELF: 'you' } as const;

/** One switch per purpose, with what it means and who decided it last; read-only when someone else decides. */
export function ConsentChoicesList({
  choices,
  editable,
  pending,
  onChange,
  disabledPurposes = [],
}: {
  choices: readonly ConsentChoice[];
  editable: boolean;
  /** The purpose being saved now (its switch waits). */
  pending?: ConsentPurpose | null;
  onChange?: (purpose: ConsentPurpose, granted: boolean) => void;
  disabledPurposes?: readonly ConsentPurpose[];
}) {
  return (
    <Stack gap="md">
      {choices.map((choice) => {
        const { label, description } = CONSENT_PURPOSE_LABELS[choice.purpose];
        const decided =
          choice.decidedBy && choice.decidedAt
            ? ` Last changed by ${GRANTOR_WORDS[choice.decidedBy]} on ${formatDate(choice.decidedAt)}.`
            : '';
        return (
          <Switch
            key={choice.purpose}
            size="md"
            checked={choice.allowed}
            disabled={!editable || pending === choice.purpose || disabledPurposes.includes(choice.purpose)}
            onChange={(event) => onChange?.(choice.purpose, event.currentTarget.checked)}
            label={<Text fw={500}>{label}</Text>}
            description={`${description}${decided}`}
            styles={{ body: { alignItems: 'flex-start' }, track: { cursor: editable ? 'pointer' : 'default' } }}
          />
        );
      })}
    </Stack>
  );
}
