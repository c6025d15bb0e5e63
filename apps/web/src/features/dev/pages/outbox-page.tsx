import { Alert, Anchor, Card, Center, Code, Loader, Stack, Text, Title } from '@mantine/core';
import type { OutboxMail } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { useState } from 'react';
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

/** The HTML part as the recipient sees it (sandboxed: no script, no same-origin access), shown on request. */
function HtmlPart({ mail }: { mail: OutboxMail }) {
  const [shown, setShown] = useState(false);
  if (!mail.html) return null;
  return (
    <Stack gap={6}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setShown((now) => !now)}
        style={{ alignSelf: 'flex-start' }}
      >
        {shown ? 'Hide the HTML version' : 'Show the HTML version'}
      </Anchor>
      {shown && (
        <iframe
          title={`HTML version of ${mail.subject}`}
          sandbox=""
          srcDoc={mail.html}
          style={{
            width: '100%',
            height: 600,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 6,
            background: '#fff',
          }}
        />
      )}
    </Stack>
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
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mail.text}
        </Text>
        {mail.links.map((link) => (
          <MailLink key={link} href={link} />
        ))}
        {mail.headers && (
          <Code block>
            {Object.entries(mail.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </Code>
        )}
        <HtmlPart mail={mail} />
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
