import { Alert } from '@mantine/core';
import { messageOf } from '../../../lib/api-error';

/** The server's message for a failed submission, announced to screen readers. */
export function FormError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {messageOf(error)}
    </Alert>
  );
}
