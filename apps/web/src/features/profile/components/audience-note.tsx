import { Text } from '@mantine/core';
import type { ProfileView } from '@noticeboard/shared';
import { IconEye } from '@tabler/icons-react';

/** On one's own profile: who else sees it (decided by the school and, for children, their parent's consent). */
export function AudienceNote({ profile }: { profile: ProfileView }) {
  if (!profile.audience) return null;
  const text =
    profile.audience === 'SCHOOL'
      ? 'Only people in your school can see your profile.'
      : profile.type === 'CANDIDATE'
        ? 'People in your school see your whole profile. Others see your first name, initial and sections, never your contact details.'
        : 'Signed-in members of Noticeboard can see your profile, without your contact details.';
  return (
    <Text size="sm" c="dimmed">
      <IconEye size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {text}
    </Text>
  );
}
