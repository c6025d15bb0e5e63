import { Stack } from '@mantine/core';
import { ModerationHeader } from '../components/moderation-header';
import { SpamPostList } from '../components/spam-post-list';

/** `/spam-post` (signed in; moderators): posts members reported as fake, spam or scam. */
export default function SpamPostPage() {
  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Spam posts"
        description="Posts reported as fake, spam or scam that are still up, most reported first."
      />
      <SpamPostList list="spamPosts" />
    </Stack>
  );
}
