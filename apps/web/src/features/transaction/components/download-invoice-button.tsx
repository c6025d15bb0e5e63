import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, PAYMENT_MESSAGES, type Transaction } from '@noticeboard/shared';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOf } from '../../../lib/api-error';
import { downloadInvoicePdf } from '../api/invoice-pdf';
import { ACTION_COLOR } from './colors';
import { documentNoun } from './transaction-format';

/**
 * "Download invoice" (or credit note) of one line, asked once more with the spec §8 confirmation, then saved as the
 * PDF the server names. Its accessible name carries the document's number, so a list of them can be told apart.
 */
export function DownloadInvoiceButton({ line, documentId }: { line: Transaction; documentId: string }) {
  const [asking, setAsking] = useState(false);
  const noun = documentNoun(line.kind);
  const number = line.reference ?? '';
  const download = useMutation({
    mutationFn: () => downloadInvoicePdf(documentId, `${(number || noun).replaceAll('/', '-')}.pdf`),
    onSuccess: () => setAsking(false),
    onError: (error) => {
      setAsking(false);
      notifications.show({ color: 'red', message: messageOf(error) });
    },
  });
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={`Download ${noun} ${number}`.trim()}
        onClick={() => setAsking(true)}
      >
        Download {noun}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={
          line.kind === 'CREDIT_NOTE' ? 'Download the credit note as a PDF?' : PAYMENT_MESSAGES.downloadInvoiceConfirm
        }
        confirmLabel="Download PDF"
        color={ACTION_COLOR}
        loading={download.isPending}
        onConfirm={() => download.mutate()}
        onClose={() => setAsking(false)}
      >
        {line.description}, {formatMoney(Math.abs(line.amountPaise))}.
      </ConfirmDialog>
    </>
  );
}
