import { Skeleton } from '@mantine/core';
import type { TopicCategory } from '@noticeboard/shared';
import { TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useBulletin } from '../api/audio';

const AudioPlayer = lazyWithRetry(() => import('./audio-player'), 'audio-player');

const placeholder = <Skeleton height={96} radius="lg" />;

/**
 * "Listen to the latest news", or one category's news: a short spoken bulletin of the newest stories.
 * Renders nothing when the bulletin cannot be fetched (the lists below still work).
 */
export function BulletinPlayer({ category }: { category?: TopicCategory }) {
  const bulletin = useBulletin(category);
  if (bulletin.isPending) return placeholder;
  if (bulletin.isError || !bulletin.data.text.trim()) return null;
  const title = category ? `Listen to ${TOPIC_CATEGORY_LABELS[category]} news` : 'Listen to the latest news';
  return (
    <Suspense fallback={placeholder}>
      <AudioPlayer title={title} audio={bulletin.data.audio} fallbackText={bulletin.data.text} />
    </Suspense>
  );
}
