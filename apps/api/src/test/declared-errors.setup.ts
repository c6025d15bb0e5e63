/** After each API test file: every error code a route answered is one it declares (plugins/route-definer.ts). */
import { afterAll, expect } from 'vitest';
import { undeclaredErrorCodes } from '../plugins/errors';

afterAll(() => {
  expect(undeclaredErrorCodes(), 'codes answered by routes whose `errors` do not list them').toEqual([]);
});
