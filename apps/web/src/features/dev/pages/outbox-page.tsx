import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { OutboxMail } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { messageOf } from '../../../lib/api-error';
import { useOutbox } from '../api/list-outbox';

/**
 * Mail links point at pages of this app, but at the API's public URL, which in development may be
 * another host name for the same server (localhost vs 127.0.0.1). Opening them here keeps this
 * browser's session and storage.
 */
function MailLink({ href }: { href: string }) {
  const url = new URL(href, window.location.origin);
  return (
    <Anchor href={`${url.pathname}${url.search}`} size="sm" style={{ wordBreak: 'break-all' }}>
      {href}
    </Anchor>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card withBorder component="article" aria-label={mail.subject}>
      <Stack gap={6}>
        <Text fw={600}>{mail.subject}</Text>
        <Text size="sm" c="dimmed">
          To {mail.to} · {formatDateTime(mail.sentAt)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {mail.text}
        </Text>
        {mail.links.map((link) => (
          <MailLink key={link} href={link} />
        ))}
      </Stack>
    </Card>
  );
}

/** `/dev/outbox`: follow sign-up and reset emails without a mail server. */
export default function OutboxPage() {
  const outbox = useOutbox();
  const mails = [...(outbox.data ?? [])].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
  return (
    <Stack gap="lg">
      <Title order={1}>Dev outbox</Title>
      {outbox.isPending && (
        <Center py="xl" role="status" aria-label="Loading mails">
          <Loader />
        </Center>
      )}
      {outbox.isError && (
        <Alert color="red" role="alert">
          {messageOf(outbox.error)}
        </Alert>
      )}
      {outbox.data && mails.length === 0 && <Text c="dimmed">No mail has been sent yet.</Text>}
      {mails.map((mail) => (
        <MailCard key={mail.id} mail={mail} />
      ))}
    </Stack>
  );
}
