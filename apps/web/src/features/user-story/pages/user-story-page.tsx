import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { COMMUNITY_MESSAGES, USER_STORY_MESSAGES } from '@noticeboard/shared';
import { Link, useNavigate } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { useMyStories } from '../api/user-stories';
import { StoryForm } from '../components/story-form';

/** Where the form ends: the thank-you page says the story is with the team. */
export const STORY_SENT_PATH = '/successful-submission?sent=story';

/** `/user-story-submission`: a signed-in person tells the Noticeboard team their story. */
export default function UserStoryPage() {
  const navigate = useNavigate();
  const mine = useMyStories();
  const waiting = mine.data?.stories.some((story) => story.status === 'PENDING') ?? false;
  const consentRequired = mine.data?.consentRequired ?? false;
  return (
    <CardPage
      title="Share your Noticeboard story"
      subtitle="Tell the Noticeboard team how you use Noticeboard. Only the team reads it; we may ask before sharing it anywhere."
      wide
    >
      {consentRequired ? (
        <Alert color="yellow" title="A parent’s consent is needed">
          {COMMUNITY_MESSAGES.consentRequired} Once your parent agrees, you can share your story here.
        </Alert>
      ) : waiting ? (
        <Stack gap="sm">
          <Alert color="blue" title="Your story is with the team">
            {USER_STORY_MESSAGES.alreadyPending}
          </Alert>
          <Text>
            <Anchor component={Link} to="/latest">
              Read the latest news
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/community">
              visit the community
            </Anchor>{' '}
            meanwhile.
          </Text>
        </Stack>
      ) : (
        <StoryForm onSent={() => navigate(STORY_SENT_PATH)} />
      )}
    </CardPage>
  );
}
