import { ActionIcon, Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Attachment, AttachmentType } from '@noticeboard/shared';
import { IconFileTypePdf, IconMovie, IconPhoto, IconPhotoStar, IconX } from '@tabler/icons-react';

/** A file being added to a post: its upload's progress, the stored attachment once done, or why it failed. */
export interface Upload {
  key: string;
  name: string;
  kind: AttachmentType;
  progress: number;
  attachment: Attachment | null;
  error: string | null;
  /** An object URL of the picked image (revoked when it is removed or the composer closes), for its thumbnail. */
  previewUrl: string | null;
}

const ICONS: Record<AttachmentType, typeof IconPhoto> = {
  IMAGE: IconPhoto,
  COVER_IMAGE: IconPhotoStar,
  PDF: IconFileTypePdf,
  VIDEO: IconMovie,
};

/** What a tile shows: the picked file itself, else the stored picture's smallest variant (or a PDF page, a still). */
function thumbnailOf(item: Upload): string | null {
  if (item.previewUrl) return item.previewUrl;
  const stored = item.attachment;
  if (!stored) return null;
  if (stored.attachmentType === 'IMAGE' || stored.attachmentType === 'COVER_IMAGE') {
    return stored.variants.at(-1)?.url ?? stored.attachmentUrl;
  }
  return stored.thumbnail ?? stored.relatedImages[0] ?? null;
}

const THUMB = 64;

/** The composer's attachments: a thumbnail (or the kind's icon), the name, the upload's progress and a remove button. */
export function UploadTiles({ uploads, onRemove }: { uploads: Upload[]; onRemove: (key: string) => void }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label="Attachments" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {uploads.map((item) => {
        const Icon = ICONS[item.kind];
        const thumbnail = thumbnailOf(item);
        const done = item.attachment !== null;
        return (
          <Paper key={item.key} component="li" withBorder radius="sm" p="xs">
            <Group gap="sm" wrap="nowrap">
              <Box
                w={THUMB}
                h={THUMB}
                style={{
                  flexShrink: 0,
                  borderRadius: 'var(--mantine-radius-sm)',
                  overflow: 'hidden',
                  background: 'var(--mantine-color-default-hover)',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {thumbnail ? (
                  <img
                    src={thumbnail}
                    alt=""
                    width={THUMB}
                    height={THUMB}
                    style={{ objectFit: 'cover', width: THUMB, height: THUMB }}
                  />
                ) : (
                  <Icon size={28} aria-hidden />
                )}
              </Box>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.name}
                </Text>
                {item.error ? (
                  <Text size="xs" c="red" role="alert">
                    {item.error}
                  </Text>
                ) : (
                  <>
                    <Progress
                      value={Math.round(item.progress * 100)}
                      size="sm"
                      color={done ? 'teal' : 'blue'}
                      aria-label={`Upload of ${item.name}`}
                      animated={!done}
                    />
                    <Text size="xs" c="dimmed">
                      {done ? 'Uploaded' : `Uploading… ${Math.round(item.progress * 100)}%`}
                    </Text>
                  </>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={`Remove ${item.name}`}
                onClick={() => onRemove(item.key)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
