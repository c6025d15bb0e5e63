import type { StaffRole, StaffStatus } from '@noticeboard/shared';

export const STAFF_LABELS: Record<StaffRole, { one: string; many: string }> = {
  FACULTY: { one: 'faculty member', many: 'Faculty' },
  ADMIN: { one: 'admin', many: 'Admins' },
};

export const STATUS_BADGES: Record<StaffStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  PENDING: { label: 'Invited', color: 'yellow' },
  DEACTIVATED: { label: 'Deactivated', color: 'gray' },
};
