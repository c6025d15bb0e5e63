/** Row -> the profile others see: no email, no phone. */
import type { Profile } from '@noticeboard/shared';
import type { UserWithInstitute } from './user.repository';

export function presentProfile(user: UserWithInstitute, viewerId: string): Profile {
  return {
    id: user.id,
    name: user.name,
    type: user.type,
    userType: user.userType,
    customUrl: user.customUrl,
    instituteName: user.instituteName,
    instituteCustomUrl: user.instituteCustomUrl,
    studentClass: user.studentClass,
    section: user.section,
    isSelf: user.id === viewerId,
    memberSince: user.createdAt.toISOString(),
  };
}
