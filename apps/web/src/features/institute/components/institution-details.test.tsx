import { type InstitutePublic, institutePublicSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InstitutionDetails } from './institution-details';

const school = (overrides: Partial<InstitutePublic> = {}): InstitutePublic =>
  institutePublicSchema.parse({
    id: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
    name: 'Greenfield Public School',
    customUrl: 'greenfield',
    board: 'CBSE',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    verified: false,
    verifiedAt: null,
    verifiedWith: null,
    memberCounts: { students: 0, faculty: 0, admins: 0 },
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });

describe('the public Verified badge', () => {
  it('is absent for a school no operator has checked', () => {
    renderWithProviders(<InstitutionDetails institute={school()} />);
    expect(screen.getByRole('heading', { name: 'Greenfield Public School' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText(/Verified by Noticeboard/)).not.toBeInTheDocument();
  });

  it('says who verified the school, against what and when', () => {
    renderWithProviders(
      <InstitutionDetails
        institute={school({ verified: true, verifiedAt: '2026-11-12T06:30:00.000Z', verifiedWith: 'UDISE' })}
      />,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Verified by Noticeboard: UDISE code checked on 12 Nov 2026')).toBeInTheDocument();
  });

  it('names a board affiliation check as such', () => {
    renderWithProviders(
      <InstitutionDetails
        institute={school({ verified: true, verifiedAt: '2026-03-02T10:00:00.000Z', verifiedWith: 'AFFILIATION' })}
      />,
    );
    expect(screen.getByText('Verified by Noticeboard: board affiliation checked on 2 Mar 2026')).toBeInTheDocument();
  });
});
