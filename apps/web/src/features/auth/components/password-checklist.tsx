import { List, Text, ThemeIcon } from '@mantine/core';
import { passwordProblems, VALIDATION_MESSAGES } from '@noticeboard/shared';
import { IconCheck, IconX } from '@tabler/icons-react';

const RULES = [
  VALIDATION_MESSAGES.passwordLength,
  VALIDATION_MESSAGES.passwordUppercase,
  VALIDATION_MESSAGES.passwordDigit,
  VALIDATION_MESSAGES.passwordSpecial,
];

/** Live strength checklist driven by the same rule list the API enforces. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const problems = new Set(passwordProblems(value));
  return (
    <List id={id} spacing={2} size="sm" center aria-label="Password requirements">
      {RULES.map((rule) => {
        const met = !problems.has(rule);
        return (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon color={met ? 'teal' : 'gray'} size={18} radius="xl" variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? undefined : 'dimmed'}>
              {rule.replace('Password must ', 'Must ')}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
