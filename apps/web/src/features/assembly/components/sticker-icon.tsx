/** A birthday sticker drawn as an icon (not an emoji: many phones and servers lack a colour emoji font). */
import { BIRTHDAY_STICKER_LABELS, type BirthdaySticker } from '@noticeboard/shared';
import { type Icon, IconBalloon, IconCake, IconConfetti, IconGift, IconStar } from '@tabler/icons-react';

const ICONS: Record<BirthdaySticker, { icon: Icon; color: string }> = {
  CAKE: { icon: IconCake, color: 'var(--mantine-color-pink-7)' },
  BALLOONS: { icon: IconBalloon, color: 'var(--mantine-color-red-7)' },
  STAR: { icon: IconStar, color: 'var(--mantine-color-yellow-8)' },
  GIFT: { icon: IconGift, color: 'var(--mantine-color-grape-7)' },
  PARTY: { icon: IconConfetti, color: 'var(--mantine-color-blue-7)' },
};

/** Decorative unless `labelled`: then it is an image named by the sticker's label. */
export function StickerIcon({
  sticker,
  size = 28,
  labelled = false,
}: {
  sticker: BirthdaySticker;
  size?: number;
  labelled?: boolean;
}) {
  const { icon: Drawn, color } = ICONS[sticker];
  return labelled ? (
    <Drawn size={size} color={color} role="img" aria-label={BIRTHDAY_STICKER_LABELS[sticker].label} />
  ) : (
    <Drawn size={size} color={color} aria-hidden />
  );
}
