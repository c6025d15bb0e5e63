/**
 * POST `/user-stories` (multipart: `story`, and `picture` when one is chosen; the server checks the photo and removes
 * its EXIF and GPS) and GET one's own stories, so the page can say when one is still waiting or consent is needed.
 */
import { USER_STORY_PATHS, type UserStory, userStoryOverviewSchema, userStorySchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { get, readJson } from '../../../lib/http';

export const myStoriesQuery = queryOptions({
  queryKey: ['user-stories', 'mine'],
  queryFn: () => get(USER_STORY_PATHS.stories, userStoryOverviewSchema),
});

export const useMyStories = () => useQuery(myStoriesQuery);

export interface StoryInput {
  story: string;
  picture: File | null;
}

async function sendStory({ story, picture }: StoryInput): Promise<UserStory> {
  const response = await fetchWithRenewal(USER_STORY_PATHS.stories, () => {
    const form = new FormData();
    form.append('story', story);
    if (picture) form.append('picture', picture, picture.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = userStorySchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export function useSendStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoriesQuery.queryKey }),
  });
}
