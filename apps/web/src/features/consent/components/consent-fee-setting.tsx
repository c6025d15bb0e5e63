import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CONSENT_FEE_LIMITS, type ConsentFee, consentFeePaiseSchema, formatMoney } from '@noticeboard/shared';
import { messageOf } from '../../../lib/api-error';
import { rupeesToPaise } from '../../../lib/money';
import { useConsentFee, useSaveConsentFee } from '../api/consent-fee';

interface FeeValues {
  charge: boolean;
  amount: number | string;
}

function FeeForm({ saved }: { saved: ConsentFee }) {
  const save = useSaveConsentFee();
  const form = useForm<FeeValues>({
    initialValues: { charge: saved.feePaise !== null, amount: saved.feePaise === null ? '' : saved.feePaise / 100 },
    validate: {
      amount: (value, values) => {
        if (!values.charge) return null;
        const paise = rupeesToPaise(value);
        if (paise === null) return 'Enter the fee in rupees';
        const parsed = consentFeePaiseSchema.safeParse(paise);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a valid fee');
      },
    },
  });
  const submit = form.onSubmit(({ charge, amount }) => {
    const feePaise = charge ? rupeesToPaise(amount) : null;
    save.mutate(
      { feePaise },
      {
        onSuccess: (fee) => {
          form.resetDirty({ charge: fee.feePaise !== null, amount: fee.feePaise === null ? '' : fee.feePaise / 100 });
          notifications.show({
            color: 'teal',
            message:
              fee.feePaise === null
                ? 'Consent is free for parents.'
                : `Parents now pay ${formatMoney(fee.feePaise)} when they give consent.`,
          });
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Consent fee">
      <Stack gap="sm">
        <Switch
          label="Parents pay a fee when they grant consent"
          description="Charged once per student, through the same secure checkout as your plan. Declining stays free."
          {...form.getInputProps('charge', { type: 'checkbox' })}
        />
        {form.values.charge && (
          <NumberInput
            label="Fee per student (₹)"
            description={`GST included. ${formatMoney(CONSENT_FEE_LIMITS.minPaise)} to ${formatMoney(CONSENT_FEE_LIMITS.maxPaise)}; the parent gets the tax invoice by email.`}
            placeholder="199"
            min={CONSENT_FEE_LIMITS.minPaise / 100}
            max={CONSENT_FEE_LIMITS.maxPaise / 100}
            clampBehavior="none"
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            inputMode="decimal"
            maw={240}
            {...form.getInputProps('amount')}
          />
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error)}
          </Alert>
        )}
        <Group gap="sm" align="center">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {saved.feePaise === null
              ? 'Now: consent is free for parents.'
              : `Now: parents pay ${formatMoney(saved.feePaise)} when they give consent.`}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** The school's choice of a per-student fee parents pay when they grant consent (issue 15 §6). */
export function ConsentFeeSetting() {
  const fee = useConsentFee();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="consent-fee-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="consent-fee-title">
          Consent fee
        </Title>
        {fee.isPending && (
          <Group role="status" aria-label="Loading the consent fee">
            <Loader size="sm" />
          </Group>
        )}
        {fee.isError && (
          <Alert color="red" role="alert">
            {messageOf(fee.error)}
          </Alert>
        )}
        {fee.data && <FeeForm saved={fee.data} />}
      </Stack>
    </Paper>
  );
}
