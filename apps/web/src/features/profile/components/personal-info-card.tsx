import { Text } from '@mantine/core';
import { formatDate, type ProfileView } from '@noticeboard/shared';
import { ProfileSection } from './profile-section';

/** Email, phone and date of birth: only in the answers of the person and their school's staff (the server decides). */
export function PersonalInfoCard({ profile }: { profile: ProfileView }) {
  const info = profile.personalInfo;
  if (!info) return null;
  return (
    <ProfileSection heading="Personal info">
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <Text component="dt" size="sm" c="dimmed">
          Email
        </Text>
        <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
          {info.email}
        </Text>
        <Text component="dt" size="sm" c="dimmed">
          Phone
        </Text>
        <Text component="dd" size="sm" m={0}>
          {info.phone ?? 'Not given'}
        </Text>
        <Text component="dt" size="sm" c="dimmed">
          Date of birth
        </Text>
        <Text component="dd" size="sm" m={0}>
          {info.dateOfBirth ? formatDate(info.dateOfBirth) : 'Not given'}
        </Text>
      </dl>
      <Text size="xs" c="dimmed">
        {profile.isSelf
          ? 'Only you and your school’s staff see this. Other students never do.'
          : 'Shown to you as staff of this school. Students never see it.'}
      </Text>
    </ProfileSection>
  );
}
