import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMUNITY_REPORT_MESSAGES, type Post } from '@noticeboard/shared';
import { IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-error';
import { useAppealPost } from '../api/appeal';
import { ConfirmAction } from './confirm-action';
import { firstWords } from './post-text';

/** The author's one appeal of a declined or removed post (spec §4: once); shown only while the API allows it. */
export function AppealButton({ post }: { post: Post }) {
  const [asking, setAsking] = useState(false);
  const appeal = useAppealPost();
  if (!post.appealAllowed) return null;
  const send = () => {
    setAsking(false);
    appeal.mutate(post.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: COMMUNITY_REPORT_MESSAGES.appealed }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessageReport size={14} aria-hidden />}
        loading={appeal.isPending}
        onClick={() => setAsking(true)}
      >
        Appeal
      </Button>
      <ConfirmAction
        confirmation={
          asking
            ? {
                label: 'Appeal',
                question:
                  "Ask your school's moderators to look at this post again? You can appeal a post once; they will let you know what they decide.",
                subject: post.title ?? firstWords(post.description),
                color: 'blue',
                onConfirm: send,
              }
            : null
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
}
