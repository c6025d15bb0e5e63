import { Group, Text } from '@mantine/core';
import type { Wish } from '@noticeboard/shared';
import { RemoveWishButton } from './remove-wish-button';
import { StickerIcon } from './sticker-icon';

/** One received wish (sticker, message, who sent it) with its remove button: the child's card and the moderators' list. */
export function WishRow({ wish }: { wish: Wish }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {wish.sticker && <StickerIcon sticker={wish.sticker} labelled />}
      <div style={{ flex: 1 }}>
        {wish.message && <Text size="sm">{wish.message}</Text>}
        <Text size="xs" c="dimmed">
          From {wish.fromName} · {wish.fromLabel}
        </Text>
      </div>
      <RemoveWishButton wishId={wish.id} fromName={wish.fromName} />
    </Group>
  );
}
