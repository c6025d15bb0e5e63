import { Anchor, Badge, Box, Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { type CataloguePlan, formatMoney, formatNumber, MAX_SEATS } from '@noticeboard/shared';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { rememberRedirection } from '../../../lib/session';
import { checkoutPath, perMonthRupees, type Shopper, seatsProblem, seatsTotalPaise } from '../pricing-rules';
import classes from './pricing.module.css';

interface PlanCardProps {
  plan: CataloguePlan;
  shopper: Shopper;
  /** The promotion code of the page's address, carried to the checkout. */
  promo: string | null;
  /** PER_SEAT plans: the seats to start from (the address's `seats`, else the minimum). */
  initialSeats: number;
  /** The sign-up tab a visitor is sent to (`institute` or `individual`). */
  signupTab: string;
  featured: boolean;
}

/** "a month" beside a flat price; "per student per year, minimum 50 students" under a per-seat one. */
function unitLabel(plan: CataloguePlan): string {
  const per = plan.period === 'YEAR' ? 'year' : 'month';
  if (plan.pricing === 'FLAT') return `a ${per}`;
  const min = plan.minSeats ?? 1;
  return `per student per ${per}${min > 1 ? `, minimum ${formatNumber(min)} students` : ''}`;
}

function gstLine(plan: CataloguePlan): string {
  const { gstPercent, gstPaise } = plan.displayPrice;
  if (plan.taxIncluded) return `incl. ${gstPercent}% GST (${formatMoney(gstPaise)})`;
  return `+ ${gstPercent}% GST (${formatMoney(gstPaise)}${plan.pricing === 'PER_SEAT' ? ' per student' : ''})`;
}

/** One plan: its price as the buyer pays it, what it adds, the seats for a school, and the way to the checkout. */
export function PlanCard({ plan, shopper, promo, initialSeats, signupTab, featured }: PlanCardProps) {
  const headingId = useId();
  const perSeat = plan.pricing === 'PER_SEAT';
  const [seats, setSeats] = useState<number | null>(initialSeats);
  const problem = perSeat ? seatsProblem(plan, seats) : null;
  const checkout = checkoutPath(plan, seats ?? initialSeats, promo);
  const choose = `Choose ${plan.name}`;
  // Blue 8 keeps white text at 4.5:1 in both schemes; the light variant's text is dark blue on pale blue.
  const chooseLook = featured ? { variant: 'filled', color: 'blue.8' } : { variant: 'light' };

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={featured ? classes.featured : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} id={headingId} fz="h3">
            {plan.name}
          </Title>
          {plan.yearlySavingPaise !== null && (
            <Badge color="teal.9" variant="filled" size="lg">
              Save {formatMoney(plan.yearlySavingPaise)} a year
            </Badge>
          )}
        </Group>
        <Stack gap={4}>
          {perSeat ? (
            <>
              <Text component="p" className={classes.price}>
                {formatMoney(plan.unitPricePaise)}
              </Text>
              <Text fw={500}>{unitLabel(plan)}</Text>
            </>
          ) : (
            <Text component="p" className={classes.price}>
              {formatMoney(plan.unitPricePaise)}{' '}
              <Text span fz="md" fw={500} className={classes.muted}>
                {unitLabel(plan)}
              </Text>
            </Text>
          )}
          <Text size="sm" className={classes.muted}>
            {gstLine(plan)}
          </Text>
          {plan.period === 'YEAR' && plan.pricing === 'FLAT' && (
            <Text size="sm" className={classes.muted}>
              About {perMonthRupees(plan.unitPricePaise)} a month
              {plan.yearlySavingPaise !== null && ', paid once for the year'}
            </Text>
          )}
        </Stack>
        {plan.highlights.length > 0 && (
          <List
            spacing={6}
            size="sm"
            icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}
            classNames={{ itemWrapper: classes.listItem }}
          >
            {plan.highlights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}
        {perSeat && (shopper === 'buyer' || shopper === 'visitor') && (
          <Stack gap={6}>
            <NumberInput
              label="Number of students"
              description={`Your active students; at least ${formatNumber(plan.minSeats ?? 1)}`}
              value={seats ?? ''}
              onChange={(value) => setSeats(typeof value === 'number' ? value : null)}
              min={1}
              max={MAX_SEATS}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              error={problem}
              inputMode="numeric"
              classNames={{ description: classes.muted }}
            />
            {seats !== null && !problem && (
              <Text size="sm" aria-live="polite">
                {formatNumber(seats)} students: <strong>{formatMoney(seatsTotalPaise(plan, seats))}</strong>{' '}
                {plan.taxIncluded ? 'a year, GST included' : `a ${plan.period === 'YEAR' ? 'year' : 'month'} + GST`}
              </Text>
            )}
          </Stack>
        )}
        <Box mt="auto" pt="xs">
          {shopper === 'buyer' &&
            (problem ? (
              <Button fullWidth size="md" disabled>
                {choose}
              </Button>
            ) : (
              <Button component={Link} to={checkout} fullWidth size="md" {...chooseLook}>
                {choose}
              </Button>
            ))}
          {shopper === 'visitor' && (
            <Stack gap={6}>
              {problem ? (
                <Button fullWidth size="md" disabled>
                  {choose}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/login"
                  onClick={() => rememberRedirection(checkout)}
                  fullWidth
                  size="md"
                  {...chooseLook}
                >
                  {choose}
                </Button>
              )}
              <Text size="sm" ta="center" className={classes.muted}>
                You will sign in before paying. New here?{' '}
                <Anchor
                  component={Link}
                  to={`/signup?tab=${signupTab}`}
                  onClick={() => rememberRedirection(checkout)}
                  className={classes.link}
                  underline="always"
                  inherit
                >
                  Create an account
                </Anchor>
              </Text>
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
