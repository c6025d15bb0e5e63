import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../../lib/api-error';
import { useTaxDetails } from '../api/tax-details';
import { TaxForm } from '../components/tax-form';

/** `/tax` (institute only): the details printed on the school's invoices. */
export default function TaxPage() {
  const tax = useTaxDetails();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Tax details</Title>
        <Text c="dimmed">
          Your GST registration, used on invoices. The GSTIN must belong to the state of your address.
        </Text>
      </Stack>
      {tax.isPending && (
        <Center py="xl" role="status" aria-label="Loading tax details">
          <Loader />
        </Center>
      )}
      {tax.isError && (
        <Alert color="red" role="alert">
          {messageOf(tax.error)}
        </Alert>
      )}
      {tax.isSuccess && <TaxForm saved={tax.data} />}
    </Stack>
  );
}
