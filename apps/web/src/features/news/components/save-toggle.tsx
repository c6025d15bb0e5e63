import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { abbreviateNumber, type NewsArticle } from '@noticeboard/shared';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { messageOf } from '../../../lib/api-error';
import { SignInRequiredError, useToggleSave } from '../api/bookmark';

interface SaveToggleProps {
  article: Pick<NewsArticle, '_id' | 'title' | 'isSaved' | 'saveCount'>;
  className?: string;
}

/** Save / unsave with the abbreviated save count; pressed state is announced to screen readers. */
export function SaveToggle({ article, className }: SaveToggleProps) {
  const toggle = useToggleSave();
  const onClick = () =>
    toggle.mutate(
      { articleId: article._id, saved: !article.isSaved },
      {
        onError: (error) => {
          if (!(error instanceof SignInRequiredError)) notifications.show({ color: 'red', message: messageOf(error) });
        },
      },
    );
  return (
    <Group gap={2} wrap="nowrap" className={className}>
      <ActionIcon
        variant="subtle"
        color={article.isSaved ? 'blue' : 'gray'}
        size="lg"
        aria-label={`Save “${article.title}”`}
        aria-pressed={article.isSaved}
        title={article.isSaved ? 'Saved: press to remove' : 'Save'}
        onClick={onClick}
      >
        {article.isSaved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      </ActionIcon>
      <Text size="xs" c="dimmed" title={`${article.saveCount} saves`}>
        {abbreviateNumber(article.saveCount)}
        <span className="visually-hidden"> saves</span>
      </Text>
    </Group>
  );
}
