import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ArticleDetails, abbreviateNumber } from '@noticeboard/shared';
import { IconBookmark, IconBookmarkFilled, IconFlag, IconShare } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { SignInRequiredError, useToggleSave } from '../api/bookmark';
import { shareLink } from './article-share';

interface ArticleActionsProps {
  article: ArticleDetails;
  onReport: () => void;
}

/** Share, Save and Report for the article being read. */
export function ArticleActions({ article, onReport }: ArticleActionsProps) {
  const toggleSave = useToggleSave();

  const share = async () => {
    const url = `${window.location.origin}/details/${encodeURIComponent(article.slug)}`;
    const outcome = await shareLink(article.title, url);
    if (outcome === 'copied') notifications.show({ color: 'teal', message: 'Link copied. Paste it to share.' });
    if (outcome === 'failed') notifications.show({ color: 'red', message: `Could not copy the link: ${url}` });
  };

  const save = () =>
    toggleSave.mutate(
      { articleId: article._id, saved: !article.isSaved },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'teal',
            message: result.isSaved ? 'Saved to Saved Items.' : 'Removed from Saved Items.',
          }),
        onError: (error) => {
          if (!(error instanceof SignInRequiredError)) notifications.show({ color: 'red', message: messageOf(error) });
        },
      },
    );

  return (
    <Group gap={8} role="group" aria-label="Article actions">
      <Button
        size="sm"
        variant="default"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => void share()}
      >
        Share
      </Button>
      <Button
        size="sm"
        variant={article.isSaved ? 'light' : 'default'}
        leftSection={
          article.isSaved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />
        }
        aria-pressed={article.isSaved}
        aria-label={article.isSaved ? 'Saved' : 'Save'}
        onClick={save}
      >
        {article.isSaved ? 'Saved' : 'Save'}
        {article.saveCount > 0 && (
          <span aria-hidden style={{ marginLeft: 6, opacity: 0.7 }}>
            {abbreviateNumber(article.saveCount)}
          </span>
        )}
      </Button>
      <Button
        size="sm"
        px="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconFlag size={18} aria-hidden />}
        onClick={onReport}
      >
        Report
      </Button>
    </Group>
  );
}
