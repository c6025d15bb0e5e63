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

const WORDS: Record<LookupField, string> = { email: 'This email', customUrl: 'This address' };

/** "Available" / "Already taken" under an input, announced politely as the person types. */
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
