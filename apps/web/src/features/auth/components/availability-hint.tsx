import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type LookupField, useLookup } from '../api/lookups';

/** Hints go under the input so fields in the same row stay aligned. */
export const HINT_BELOW: Array<'label' | 'input' | 'description' | 'error'> = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * What the sign-up forms say under the email: nothing about whether the address is registered. Only the person who
 * receives the code may learn that (issue 17 §9): "Email verified" comes after the code, on /successful-signup.
 */
export const EMAIL_HINT = 'We will send a 6-digit code to this address to confirm it is yours.';

const WORDS: Record<LookupField, string> = { customUrl: 'This address' };

/** "Available" / "Already taken" under a public address (custom URL), announced politely as the person types. */
export function AvailabilityHint({ field, value, valid }: { field: LookupField; value: string; valid: boolean }) {
  const [debounced] = useDebouncedValue(value.trim().toLowerCase(), 400);
  const settled = debounced === value.trim().toLowerCase();
  const lookup = useLookup(field, debounced, valid && settled && debounced !== '');

  let hint: { text: string; color: string } | null = null;
  if (valid && settled && lookup.data) {
    hint = lookup.data.available
      ? { text: `${WORDS[field]} is available`, color: 'teal' }
      : { text: `${WORDS[field]} is already taken`, color: 'red' };
  }
  return (
    <Text component="span" size="xs" c={hint?.color} aria-live="polite" display="block">
      {hint?.text ?? ''}
    </Text>
  );
}
