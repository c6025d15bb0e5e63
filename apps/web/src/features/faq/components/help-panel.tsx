import { Anchor, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  FAQ_CONTACT_LINK,
  FAQ_MESSAGES,
  FAQ_QUESTION_MAX_LENGTH,
  type FaqAnswer,
  type FaqEntry,
} from '@noticeboard/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Drawer } from '../../../components/overlays';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { askFaq, useFaqFeedback, useFaqStarters } from '../api/faq';

interface Turn {
  id: number;
  question: string;
  answer?: FaqAnswer;
  error?: string;
}

export interface HelpPanelProps {
  opened: boolean;
  onClose: () => void;
}

/** One entry as an answer: its words, its pages as real links, related questions, and "Did this help?". */
function EntryAnswer({
  entry,
  question,
  related,
  onOpenLink,
  onRelated,
}: {
  entry: FaqEntry;
  question: string;
  related: FaqEntry[];
  onOpenLink: () => void;
  onRelated: (entry: FaqEntry) => void;
}) {
  const feedback = useFaqFeedback();
  const [told, setTold] = useState<boolean | null>(null);
  const tell = (helpful: boolean) => {
    setTold(helpful);
    feedback.mutate({ entryId: entry.id, question, helpful });
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {entry.question}
      </Text>
      <Text size="sm">{entry.answer}</Text>
      {entry.links.length > 0 && (
        <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entry.links.map((link) => (
            <li key={link.path}>
              <Anchor component={Link} to={link.path} size="sm" onClick={onOpenLink}>
                {link.label}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      {related.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Related questions
          </Text>
          {related.map((other) => (
            <Button
              key={other.id}
              variant="subtle"
              size="compact-sm"
              justify="start"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              onClick={() => onRelated(other)}
            >
              {other.question}
            </Button>
          ))}
        </Stack>
      )}
      {told === null ? (
        <Group gap="xs" role="group" aria-label="Did this help?">
          <Text size="sm">Did this help?</Text>
          <Button size="compact-sm" variant="light" onClick={() => tell(true)}>
            Yes
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => tell(false)}>
            No
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {FAQ_MESSAGES.thanks}{' '}
          {told === false && (
            <Anchor component={Link} to={FAQ_CONTACT_LINK.path} onClick={onOpenLink}>
              {FAQ_CONTACT_LINK.label}
            </Anchor>
          )}
        </Text>
      )}
    </Stack>
  );
}

let nextTurnId = 1;

/** The help panel: starter questions for the person's kind, a question box, and the answers as a conversation. */
export function HelpPanel({ opened, onClose }: HelpPanelProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const user = useSessionUser();
  const starters = useFaqStarters(user?.id ?? null);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  const update = (id: number, changes: Partial<Turn>) =>
    setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, ...changes } : turn)));

  const ask = (text: string) => {
    const trimmed = text.trim();
    if (trimmed.length < 2) return;
    const id = nextTurnId++;
    setTurns((all) => [...all, { id, question: trimmed }]);
    setQuestion('');
    askFaq(trimmed).then(
      (answer) => update(id, { answer }),
      (error: unknown) => update(id, { error: messageOf(error) }),
    );
  };

  const showEntry = (entry: FaqEntry) =>
    setTurns((all) => [
      ...all,
      {
        id: nextTurnId++,
        question: entry.question,
        answer: { audience: 'VISITOR', best: entry, related: [], noMatch: null },
      },
    ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };

  useEffect(() => {
    if (turns.length) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 420}
      title="Help"
      closeButtonProps={{ 'aria-label': 'Close help' }}
      aria-describedby="help-panel-intro"
    >
      <Stack gap="md">
        <Text id="help-panel-intro" size="sm" c="dimmed">
          Ask how to do something on Noticeboard, in your own words.
        </Text>
        {turns.length === 0 && starters.data && starters.data.questions.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              People often ask
            </Text>
            {starters.data.questions.map((starter) => (
              <Button
                key={starter.entryId}
                variant="light"
                size="compact-sm"
                justify="start"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                onClick={() => ask(starter.question)}
              >
                {starter.question}
              </Button>
            ))}
          </Stack>
        )}
        <Stack gap="sm" role="log" aria-live="polite" aria-label="Answers">
          {turns.map((turn) => (
            <Stack key={turn.id} gap={6}>
              <Paper
                px="sm"
                py={6}
                radius="md"
                bg="var(--mantine-primary-color-light)"
                style={{ alignSelf: 'flex-end' }}
              >
                <Text size="sm">
                  <span className="visually-hidden">You asked: </span>
                  {turn.question}
                </Text>
              </Paper>
              <Paper withBorder px="sm" py="xs" radius="md">
                {turn.error ? (
                  <Text size="sm" c="red">
                    {turn.error}
                  </Text>
                ) : !turn.answer ? (
                  <Text size="sm" c="dimmed">
                    Looking…
                  </Text>
                ) : turn.answer.best ? (
                  <EntryAnswer
                    entry={turn.answer.best}
                    question={turn.question}
                    related={turn.answer.related}
                    onOpenLink={onClose}
                    onRelated={showEntry}
                  />
                ) : (
                  <Stack gap={6}>
                    <Text size="sm">{turn.answer.noMatch?.message ?? FAQ_MESSAGES.noMatch}</Text>
                    <Anchor component={Link} to={FAQ_CONTACT_LINK.path} size="sm" onClick={onClose}>
                      {FAQ_CONTACT_LINK.label}
                    </Anchor>
                  </Stack>
                )}
              </Paper>
            </Stack>
          ))}
          <Box ref={endRef} />
        </Stack>
        <form onSubmit={submit} aria-label="Ask a question">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              data-autofocus
              label="Your question"
              placeholder="For example: how do I reset my password?"
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              maxLength={FAQ_QUESTION_MAX_LENGTH}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={question.trim().length < 2}>
              Ask
            </Button>
          </Group>
        </form>
      </Stack>
    </Drawer>
  );
}
