import { ActionIcon, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAGAZINE_LIMITS, type MagazinePiece } from '@noticeboard/shared';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { useAddPicture, useRemovePicture } from '../api/pictures';

/** A piece's pictures; while it may be edited, add (checked and cleaned by the server) and remove them. */
export function PiecePictures({ piece, editable }: { piece: MagazinePiece; editable: boolean }) {
  const add = useAddPicture(piece.id);
  const remove = useRemovePicture();
  const full = piece.pictures.length >= MAGAZINE_LIMITS.picturesPerPiece;
  if (!editable && piece.pictures.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Pictures
      </Text>
      {piece.pictures.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {piece.pictures.map((picture, index) => (
            <Paper key={picture.id} withBorder radius="md" p={4} pos="relative">
              <Image
                src={picture.url}
                alt={picture.caption || `Picture ${index + 1} of “${piece.title}”`}
                radius="sm"
              />
              {editable && (
                <ActionIcon
                  pos="absolute"
                  top={8}
                  right={8}
                  color="red"
                  variant="filled"
                  aria-label={`Remove picture ${index + 1}`}
                  loading={remove.isPending && remove.variables === picture.id}
                  onClick={() => remove.mutate(picture.id)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {editable && (
        <Group gap="sm">
          <FileButton onChange={(file) => file && add.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={16} />}
                loading={add.isPending}
                disabled={full}
              >
                Add a picture
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {full
              ? 'This piece has all the pictures it can hold.'
              : 'JPEG, PNG or WebP. Location and camera details are removed.'}
          </Text>
        </Group>
      )}
      {add.isError && (
        <Text size="sm" c="red.8" role="alert">
          {messageOf(add.error)}
        </Text>
      )}
    </Stack>
  );
}
