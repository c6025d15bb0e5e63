import { Box, Center, Image } from '@mantine/core';
import { categoryIconOf, gradientOf } from './collab-format';

/** The project's cover: the first photo of its newest update, else a gradient with the category's icon. */
export function CollabCover({
  coverUrl,
  categorySlug,
  height = 140,
}: {
  coverUrl: string | null;
  categorySlug: string;
  height?: number;
}) {
  if (coverUrl) return <Image src={coverUrl} alt="" h={height} fit="cover" loading="lazy" />;
  const Icon = categoryIconOf(categorySlug);
  return (
    <Box h={height} style={{ background: gradientOf(categorySlug) }} aria-hidden>
      <Center h="100%">
        <Icon size={Math.round(height / 2.6)} color="rgba(255,255,255,0.92)" stroke={1.5} />
      </Center>
    </Box>
  );
}
