/** Join link and request rows → wire shapes (a request's password hash and parent's details never leave). */
import type { JoinLink, JoinLinkPreview, JoinRequest } from '@noticeboard/shared';
import { linkState } from './join-link.policy';
import type { JoinLinkRow, JoinLinkWithCounts, JoinRequestWithLink } from './join-link.repository';

export const joinLinkUrl = (publicUrl: string, slug: string): string => `${publicUrl}/user-auto-registration/${slug}`;

export function presentJoinLink(row: JoinLinkWithCounts, publicUrl: string, now: Date): JoinLink {
  return {
    id: row.id,
    slug: row.slug,
    url: joinLinkUrl(publicUrl, row.slug),
    role: row.role,
    studentClass: row.studentClass,
    section: row.section,
    needsApproval: row.needsApproval,
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    pending: row.pending,
    state: linkState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPreview(row: JoinLinkRow & { instituteName: string }): JoinLinkPreview {
  return {
    instituteName: row.instituteName,
    role: row.role,
    studentClass: row.studentClass,
    section: row.section,
    needsApproval: row.needsApproval,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function presentJoinRequest(row: JoinRequestWithLink): JoinRequest {
  return {
    id: row.id,
    linkId: row.linkId,
    role: row.role,
    name: row.name,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    studentClass: row.studentClass,
    section: row.section,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
