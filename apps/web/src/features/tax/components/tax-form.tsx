import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatDate, type TaxDetails, taxDetailsBodySchema } from '@noticeboard/shared';
import { isApiError, messageOf } from '../../../lib/api-error';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import { useGstState } from '../api/gst-state';
import { useSaveTaxDetails } from '../api/tax-details';

interface Values {
  gstin: string;
  legalName: string;
  addressLine: string;
  pincode: string;
}

function GstStateHint({ gstin }: { gstin: string }) {
  const state = useGstState(gstin);
  if (state.data) return <>GST state: {state.data.name}</>;
  if (state.isError) return <>The first two digits are not a GST state code</>;
  return <>15 characters; the first two are the GST state code</>;
}

/** The school's GSTIN, legal name and billing address, checked with the same schema as the API. */
export function TaxForm({ saved }: { saved: TaxDetails | null }) {
  const save = useSaveTaxDetails();
  const form = useForm<Values>({
    initialValues: {
      gstin: saved?.gstin ?? '',
      legalName: saved?.legalName ?? '',
      addressLine: saved?.addressLine ?? '',
      pincode: saved?.pincode ?? '',
    },
    validate: zodResolver(taxDetailsBodySchema),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(taxDetailsBodySchema.parse(values), {
      onSuccess: (details) => {
        form.setValues({ ...values, gstin: details.gstin });
        form.resetDirty();
        notifications.show({ color: 'teal', message: 'Tax details saved.' });
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(serverFieldErrors(error));
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Tax details">
      <Stack gap="md" maw={640}>
        <TextInput
          label="GSTIN"
          required
          maxLength={15}
          autoCapitalize="characters"
          description={<GstStateHint gstin={form.values.gstin} />}
          {...form.getInputProps('gstin')}
          onChange={(event) => form.setFieldValue('gstin', event.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Legal name" required {...form.getInputProps('legalName')} />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="Billing address" required {...form.getInputProps('addressLine')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="PIN code" required inputMode="numeric" maxLength={6} {...form.getInputProps('pincode')} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {saved ? `Last saved ${formatDate(saved.updatedAt)}` : 'Not saved yet'}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save tax details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
