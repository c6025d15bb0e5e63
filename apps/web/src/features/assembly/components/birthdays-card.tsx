/**
 * Today's birthdays of the reader's school (members only: first name and class), each with a wish button — a
 * short message or a sticker, once per birthday. The school's moderators also read each person's wishes and may
 * remove one, as they remove a comment.
 */
import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ASSEMBLY_LIMITS,
  BIRTHDAY_STICKER_LABELS,
  BIRTHDAY_STICKERS,
  type BirthdayPerson,
  type BirthdaySticker,
} from '@noticeboard/shared';
import { IconCake } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useBirthdays, usePersonWishes, useSendWish } from '../api/birthdays';
import { StickerIcon } from './sticker-icon';
import { WishRow } from './wish-row';

/** A birthday person's wishes of today, for the school's moderators. */
function PersonWishesDialog({ person, onClose }: { person: BirthdayPerson; onClose: () => void }) {
  const wishes = usePersonWishes(person.userId);
  const list = wishes.data?.wishes ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Wishes for ${person.firstName}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {wishes.isPending && <Loader size="sm" aria-label="Loading wishes" />}
        {wishes.isError && (
          <Text size="sm" c="red.8" role="alert">
            {messageOf(wishes.error)}
          </Text>
        )}
        {wishes.isSuccess && list.length === 0 && <Text size="sm">No wishes to show.</Text>}
        {list.map((wish) => (
          <WishRow key={wish.id} wish={wish} />
        ))}
      </Stack>
    </Modal>
  );
}

function WishDialog({ person, onClose }: { person: BirthdayPerson; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [sticker, setSticker] = useState<BirthdaySticker | undefined>();
  const send = useSendWish();
  const submit = () =>
    send.mutate(
      {
        userId: person.userId,
        body: { ...(message.trim() ? { message: message.trim() } : {}), ...(sticker ? { sticker } : {}) },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `Your wish is on its way to ${person.firstName}.` });
          onClose();
        },
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Wish ${person.firstName} a happy birthday`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500} id="wish-stickers">
          Pick a sticker
        </Text>
        <Group gap="xs" role="radiogroup" aria-labelledby="wish-stickers">
          {BIRTHDAY_STICKERS.map((value) => (
            <UnstyledButton
              key={value}
              role="radio"
              aria-checked={sticker === value}
              aria-label={BIRTHDAY_STICKER_LABELS[value].label}
              onClick={() => setSticker(sticker === value ? undefined : value)}
              p={6}
              style={{
                lineHeight: 0,
                borderRadius: 8,
                border: `2px solid ${sticker === value ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
              }}
            >
              <StickerIcon sticker={value} />
            </UnstyledButton>
          ))}
        </Group>
        <Textarea
          label="…or write a short message"
          maxLength={ASSEMBLY_LIMITS.wishMaxChars}
          description={`${message.length}/${ASSEMBLY_LIMITS.wishMaxChars}`}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {send.isError && (
          <Text size="sm" c="red.8" role="alert">
            {messageOf(send.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={!message.trim() && !sticker}>
            Send wish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Nothing at all when birthdays are off or nobody celebrates today. */
export function BirthdaysCard({ enabled = true }: { enabled?: boolean }) {
  const birthdays = useBirthdays(enabled);
  const [wishing, setWishing] = useState<BirthdayPerson | null>(null);
  const [reading, setReading] = useState<BirthdayPerson | null>(null);
  const people = birthdays.data?.people ?? [];
  if (!birthdays.data?.enabled || people.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Birthdays today">
      <Stack gap="xs">
        <Group gap={6}>
          <IconCake size={18} aria-hidden color="var(--mantine-color-pink-7)" />
          <Title order={2} fz="sm">
            Birthdays today
          </Title>
        </Group>
        {people.map((person) => (
          <Group key={person.userId} justify="space-between" gap="xs" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {person.firstName}
              </Text>
              <Text size="xs" c="dimmed">
                {person.classLabel}
                {person.wishCount > 0 ? ` · ${person.wishCount} ${person.wishCount === 1 ? 'wish' : 'wishes'}` : ''}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              {birthdays.data.canModerate && person.wishCount > 0 && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() => setReading(person)}
                  aria-label={`Read the wishes for ${person.firstName}`}
                >
                  Wishes
                </Button>
              )}
              {person.isMe ? (
                <Badge color="pink" variant="light">
                  That's you!
                </Badge>
              ) : person.wishedByMe ? (
                <Badge color="teal" variant="light">
                  Wished
                </Badge>
              ) : (
                birthdays.data.canWish && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="pink"
                    onClick={() => setWishing(person)}
                    aria-label={`Wish ${person.firstName}`}
                  >
                    Wish
                  </Button>
                )
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      {wishing && <WishDialog person={wishing} onClose={() => setWishing(null)} />}
      {reading && <PersonWishesDialog person={reading} onClose={() => setReading(null)} />}
    </Paper>
  );
}
