import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { Transaction, transactionPageSchema } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FetchError } from '../../../components/fetch-error';
import { type TransactionFilter, useTransactions } from '../api/transactions';
import { ACTION_COLOR, SECONDARY_TEXT } from './colors';
import { DownloadInvoiceButton } from './download-invoice-button';
import { amountText, hasDocument, isPayable, KIND_LABELS, statusColor, statusText } from './transaction-format';
import type { FilterPatch } from './use-transaction-filter';

const incomingColor: CSSProperties = { color: 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))' };

function When({ line }: { line: Transaction }) {
  return <time dateTime={line.occurredAt}>{formatDateTime(line.occurredAt)}</time>;
}

/** The status in words, with a dot of colour beside it that adds nothing the words do not say. */
function Status({ line }: { line: Transaction }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Box
        component="span"
        aria-hidden
        w={8}
        h={8}
        bg={`${statusColor(line)}.6`}
        style={{ borderRadius: '50%', flex: 'none' }}
      />
      <span>{statusText(line)}</span>
    </Group>
  );
}

function Amount({ line }: { line: Transaction }) {
  const incoming = (line.kind === 'WALLET' || line.kind === 'CREDIT_NOTE') && line.amountPaise > 0;
  return (
    <Text
      component="span"
      size="sm"
      fw={700}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...(incoming ? incomingColor : {}) }}
    >
      {amountText(line)}
    </Text>
  );
}

/** Download for invoices and credit notes, Pay now for an order still waiting for (or after a failed) payment. */
function Actions({ line }: { line: Transaction }) {
  if (hasDocument(line)) return <DownloadInvoiceButton line={line} documentId={line.documentId} />;
  if (isPayable(line)) {
    return (
      <Button
        component={Link}
        to={`/orders/${encodeURIComponent(line.id)}`}
        size="compact-sm"
        color={ACTION_COLOR}
        aria-label={`Pay now: ${line.description}`}
      >
        Pay now
      </Button>
    );
  }
  return null;
}

function Reference({ line }: { line: Transaction }) {
  if (line.kind !== 'ORDER' || !line.reference) return null;
  return (
    <Text size="xs" c={SECONDARY_TEXT} style={{ overflowWrap: 'anywhere' }}>
      Payment ID {line.reference}
    </Text>
  );
}

function TransactionTable({ lines }: { lines: Transaction[] }) {
  return (
    <ScrollArea visibleFrom="sm" type="auto">
      <Table verticalSpacing="sm" highlightOnHover captionSide="top">
        <Table.Caption className="visually-hidden">Transactions, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.kind}-${line.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <When line={line} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.description}
                </Text>
                <Reference line={line} />
              </Table.Td>
              <Table.Td>{KIND_LABELS[line.kind]}</Table.Td>
              <Table.Td>
                <Status line={line} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount line={line} />
              </Table.Td>
              <Table.Td>
                <Actions line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** On a phone each line is a card: what and how much first, then when, the kind and the status. */
function TransactionCards({ lines }: { lines: Transaction[] }) {
  return (
    <Stack
      component="ul"
      gap="xs"
      hiddenFrom="sm"
      aria-label="Transactions, newest first"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {lines.map((line) => (
        <Card key={`${line.kind}-${line.id}`} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.description}
                </Text>
                <Reference line={line} />
              </Box>
              <Amount line={line} />
            </Group>
            <Text size="xs" c={SECONDARY_TEXT}>
              <When line={line} /> · {KIND_LABELS[line.kind]}
            </Text>
            <Group justify="space-between" align="center" gap="xs">
              <Text size="sm" component="div">
                <Status line={line} />
              </Text>
              <Actions line={line} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function Paging({ page, onPage }: { page: z.infer<typeof transactionPageSchema>; onPage: (page: number) => void }) {
  if (page.totalPages <= 1 && page.page === 0) return null;
  const first = page.page === 0;
  // Shown as disabled but still focusable: a disabled button would drop the focus of whoever just pressed it.
  const ends = (atEnd: boolean) => ({ 'data-disabled': atEnd || undefined, 'aria-disabled': atEnd || undefined });
  return (
    <Group component="nav" aria-label="Pages of transactions" justify="space-between" gap="sm" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        {...ends(first)}
        onClick={() => {
          if (!first) onPage(page.page - 1);
        }}
      >
        Previous
      </Button>
      <Text size="sm" aria-live="polite" ta="center">
        Page {page.page + 1} of {Math.max(page.totalPages, 1)}
      </Text>
      <Button
        variant="default"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        {...ends(page.last)}
        onClick={() => {
          if (!page.last) onPage(page.page + 1);
        }}
      >
        Next
      </Button>
    </Group>
  );
}

function LoadingRows() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading transactions">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={52} radius="md" />
      ))}
    </Stack>
  );
}

interface TransactionHistoryProps {
  filter: TransactionFilter;
  onChange: (patch: FilterPatch) => void;
  /** Where the plans are, for the empty state: the school's or the reader's. */
  pricingPath: string;
}

/** The list under the filters: loading, failure with Retry, nothing yet, nothing matching, or the lines with paging. */
export function TransactionHistory({ filter, onChange, pricingPath }: TransactionHistoryProps) {
  const transactions = useTransactions(filter);
  const top = useRef<HTMLDivElement>(null);
  const goTo = (next: number) => {
    onChange({ page: String(next + 1) });
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const filtered = filter.range !== undefined || filter.kind !== undefined;
  let body: ReactNode;
  if (transactions.isPending) body = <LoadingRows />;
  else if (transactions.isError) {
    body = (
      <FetchError
        error={transactions.error}
        fallback="Your transactions could not be loaded."
        onRetry={() => void transactions.refetch()}
      />
    );
  } else if (transactions.data.content.length === 0 && transactions.data.totalElements > 0) {
    body = (
      <Alert color="gray" variant="light" title={`There is no page ${filter.page + 1}`}>
        <Button variant="subtle" px={0} onClick={() => onChange({ page: undefined })}>
          Go to the first page
        </Button>
      </Alert>
    );
  } else if (transactions.data.content.length === 0 && filtered) {
    body = (
      <Alert color="gray" variant="light" title="No transactions match these filters">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Try a longer date range or another kind.</Text>
          <Button variant="light" size="compact-sm" onClick={() => onChange({ range: undefined, kind: undefined })}>
            Show all transactions
          </Button>
        </Stack>
      </Alert>
    );
  } else if (transactions.data.content.length === 0) {
    body = (
      <Alert color="gray" variant="light" title="No transactions yet">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Your payments, tax invoices, credit notes and wallet entries will appear here once you buy a plan or add
            money to your wallet. Each invoice can be downloaded as a PDF.
          </Text>
          <Button component={Link} to={pricingPath} variant="light" size="compact-sm">
            See the plans
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const page = transactions.data;
    body = (
      <Stack gap="md" aria-busy={transactions.isPlaceholderData || undefined}>
        <Text size="sm" c={SECONDARY_TEXT}>
          {page.totalElements === 1 ? '1 transaction' : `${page.totalElements} transactions`}, newest first. Dates and
          times are in India (IST).
        </Text>
        <TransactionTable lines={page.content} />
        <TransactionCards lines={page.content} />
        <Paging page={page} onPage={goTo} />
      </Stack>
    );
  }
  return (
    <Box ref={top} style={{ opacity: transactions.isPlaceholderData ? 0.6 : 1, scrollMarginTop: 72 }}>
      {body}
    </Box>
  );
}
