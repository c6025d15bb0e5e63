import type { FormErrors } from '@mantine/form';

/** What to say under a select left empty (the schema's enum and uuid messages are not for people). */
export const CHOICE_MESSAGES = {
  difficulty: 'Choose a difficulty',
  board: 'Choose a board',
  studentClass: 'Choose a class',
  subjectId: 'Choose a subject',
} as const;

/** Runs `validate`, then replaces its message for every listed select that is still empty. */
export function withRequiredChoices<V extends Partial<Record<keyof typeof CHOICE_MESSAGES, string>>>(
  validate: (values: V) => FormErrors,
) {
  return (values: V): FormErrors => {
    const errors = validate(values);
    for (const [field, message] of Object.entries(CHOICE_MESSAGES)) {
      if (field in values && !values[field as keyof typeof CHOICE_MESSAGES]) errors[field] = message;
    }
    return errors;
  };
}
