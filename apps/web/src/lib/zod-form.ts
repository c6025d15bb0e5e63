/** Glue between the shared Zod schemas and Mantine forms, so the client checks exactly what the API checks. */
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { ApiRequestError } from './api-error';

/** Maps each failing path (`address.city`) to its first message. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A Mantine `validate` function running `schema` over the form values, optionally reshaped first. */
export function zodResolver<V>(schema: z.ZodType, toInput: (values: V) => unknown = (values) => values) {
  return (values: V): FormErrors => {
    const result = schema.safeParse(toInput(values));
    return result.success ? {} : issuesToErrors(result.error.issues);
  };
}

/** The server's per-field `details`, keyed as form paths (a leading `body.` is dropped). */
export function serverFieldErrors(error: ApiRequestError): FormErrors {
  const errors: FormErrors = {};
  for (const { field, message } of error.details) {
    const key = field.replace(/^(body|querystring|params)[./]/, '').replaceAll('/', '.');
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/** Empty strings become undefined, so optional fields left blank are simply absent. */
export function blankToUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
