import { Stack } from '@mantine/core';
import { ModerationHeader } from '../components/moderation-header';
import { SpamPostList } from '../components/spam-post-list';

/** `/deleted-spam-post` (signed in; moderators): spam posts already taken down. */
export default function DeletedSpamPostPage() {
  return (
    <Stack gap="lg">
      <ModerationHeader title="Deleted spam posts" description="Spam posts that were removed, newest first." />
      <SpamPostList list="deletedSpamPosts" />
    </Stack>
  );
}
