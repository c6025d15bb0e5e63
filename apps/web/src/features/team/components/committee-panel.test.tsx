import { committeeMemberSchema, staffPageSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import { CommitteePanel } from './committee-panel';

const SCHOOL = '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e';
const page = (content: unknown[]) =>
  staffPageSchema.parse({
    content,
    page: 0,
    size: 20,
    totalElements: content.length,
    totalPages: content.length ? 1 : 0,
    last: true,
  });

describe('An empty approval committee', () => {
  it('sends a school with no staff to add them first', async () => {
    answer('get', `/approval-committee/${SCHOOL}`, z.array(committeeMemberSchema), []);
    answer('get', '/faculty', staffPageSchema, page([]));
    answer('get', '/institute-admins', staffPageSchema, page([]));
    renderWithProviders(<CommitteePanel instituteId={SCHOOL} />, { user: instituteUser });
    expect(await screen.findByText(/Add faculty or admins on the Faculty and Admins tabs first/)).toBeInTheDocument();
  });
});
