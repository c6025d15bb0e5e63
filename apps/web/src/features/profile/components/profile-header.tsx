import { Anchor, Avatar, Badge, Box, Button, FileButton, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMonthYear, type Profile, type ProfileView } from '@noticeboard/shared';
import { IconCamera, IconMapPin, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useProfileWrite } from '../api/edit-profile';
import { type PictureSlot, removePicture, uploadPicture } from '../api/profile-files';
import { classAndSection, roleName } from '../profile-labels';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

const onError = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

/** The owner's "Change …" menu for the picture or the background: upload (checked and resized by the server) or remove. */
function PictureMenu({ slot, has, label }: { slot: PictureSlot; has: boolean; label: string }) {
  const upload = useProfileWrite(uploadPicture);
  const remove = useProfileWrite(removePicture);
  const resetRef = useRef<() => void>(null);
  return (
    <Group gap={4}>
      <FileButton
        resetRef={resetRef}
        accept={PICTURE_TYPES}
        onChange={(file) => {
          if (file) upload.mutate({ slot, file }, { onError, onSettled: () => resetRef.current?.() });
        }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            mih={36}
            variant="white"
            color="dark"
            loading={upload.isPending}
            leftSection={
              slot === 'picture' ? <IconCamera size={14} aria-hidden /> : <IconPhoto size={14} aria-hidden />
            }
          >
            {has ? `Change ${label}` : `Add ${label}`}
          </Button>
        )}
      </FileButton>
      {has && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button
              size="xs"
              mih={36}
              variant="white"
              color="red"
              aria-label={`Remove ${label}`}
              loading={remove.isPending}
            >
              <IconTrash size={14} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" onClick={() => remove.mutate(slot, { onError })}>
              Remove {label}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function isView(profile: Profile | ProfileView): profile is ProfileView {
  return 'skills' in profile;
}

/** The background image, the picture, the name, role, school and class, headline and place. */
export function ProfileHeader({ profile }: { profile: Profile | ProfileView }) {
  const view = isView(profile) ? profile : null;
  const klass = classAndSection(profile);
  const own = profile.isSelf;
  const background = view?.backgroundUrl ?? null;
  const picture = view?.pictureUrl ?? null;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        h={{ base: 120, sm: 180 }}
        pos="relative"
        style={{
          backgroundColor: 'var(--mantine-color-blue-1)',
          backgroundImage: background
            ? `url("${background}")`
            : 'linear-gradient(120deg, var(--mantine-color-blue-2), var(--mantine-color-teal-1))',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        role={background ? 'img' : undefined}
        aria-label={background ? `Background image of ${profile.name}` : undefined}
      >
        {own && view && (
          <Box pos="absolute" top={8} right={8}>
            <PictureMenu slot="background" has={Boolean(background)} label="background" />
          </Box>
        )}
      </Box>
      <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} pb="lg" mt={-48}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Avatar
            src={picture}
            alt={picture ? `Profile picture of ${profile.name}` : undefined}
            size={96}
            radius={96}
            color="blue"
            style={{ border: '4px solid var(--mantine-color-body)', background: 'var(--mantine-color-body)' }}
          >
            {initials(profile.name)}
          </Avatar>
          {own && view && <PictureMenu slot="picture" has={Boolean(picture)} label="picture" />}
        </Group>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Title>
          {view?.headline && <Text size="lg">{view.headline}</Text>}
          <Group gap="xs">
            <Badge variant="light">{roleName(profile)}</Badge>
            {own && (
              <Badge variant="outline" color="gray">
                You
              </Badge>
            )}
          </Group>
          {profile.instituteName && (
            <Text size="sm">
              {profile.instituteCustomUrl ? (
                <Anchor component={Link} to={`/institution/${profile.instituteCustomUrl}`}>
                  {profile.instituteName}
                </Anchor>
              ) : (
                profile.instituteName
              )}
              {klass ? ` · ${klass}` : ''}
            </Text>
          )}
          {view?.location && (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{view.location}</Text>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            Member since {formatMonthYear(profile.memberSince)}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
