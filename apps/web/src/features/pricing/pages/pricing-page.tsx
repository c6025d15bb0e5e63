import { Alert, Anchor, Center, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type CatalogueProductDetails, MAX_SEATS } from '@noticeboard/shared';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FetchError } from '../../../components/fetch-error';
import { isApiError } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useCatalogueProduct, useCatalogueProducts } from '../api/catalogue';
import { PlanCard } from '../components/plan-card';
import { PlanFaq } from '../components/plan-faq';
import classes from '../components/pricing.module.css';
import { SubscriptionPanel } from '../components/subscription-panel';
import { type Shopper, shopperOf } from '../pricing-rules';

interface PricingPageProps {
  /** The "request a call back" form for this product (composed in by the app's page). */
  callbackForm?: (productType: string) => ReactNode;
}

/** A seat count from the address, when it is a whole number in range. */
function seatsFrom(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const seats = Number(value);
  return seats >= 1 && seats <= MAX_SEATS ? seats : null;
}

function CustomPlans({ product }: { product: CatalogueProductDetails }) {
  const school = product.audience === 'INSTITUTE';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="custom-plans">
      <Title order={2} fz="h3" id="custom-plans" mb="xs">
        {school ? 'A larger school or a group of schools?' : 'Buying for a group?'}
      </Title>
      <List spacing="xs" size="sm">
        {school && (
          <List.Item>
            More than 1,000 students?{' '}
            <Anchor
              component={Link}
              to="/develop-submission-subscription"
              className={classes.link}
              underline="always"
              inherit
            >
              Ask for a plan for your school
            </Anchor>
          </List.Item>
        )}
        <List.Item>
          {school ? 'Several schools in a group or trust?' : 'A coaching centre, a club or several schools?'}{' '}
          <Anchor
            component={Link}
            to="/evolve-submission-subscription"
            className={classes.link}
            underline="always"
            inherit
          >
            Ask for a plan for your group
          </Anchor>
        </List.Item>
      </List>
    </Paper>
  );
}

function ProductPricing({
  product,
  shopper,
  callbackForm,
}: {
  product: CatalogueProductDetails;
  shopper: Shopper;
  callbackForm: PricingPageProps['callbackForm'];
}) {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const promo = params.get('promo')?.trim() || null;
  const askedSeats = seatsFrom(params.get('seats'));
  const signupTab = product.audience === 'INSTITUTE' ? 'institute' : 'individual';
  useDocumentTitle(`${product.name} · Plans and pricing · Noticeboard`);
  const featured = product.plans.find((plan) => plan.yearlySavingPaise !== null)?.code;
  // One plan (schools): what it includes sits beside it on wide screens instead of under a full-width card.
  const single = product.plans.length === 1;

  const plans = (
    <section aria-labelledby="plans-heading">
      <Title order={2} fz="h3" id="plans-heading" className="visually-hidden">
        Plans
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(product.plans.length, 2), lg: Math.min(product.plans.length, 3) }}>
        {product.plans.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            shopper={shopper}
            promo={promo}
            initialSeats={Math.max(askedSeats ?? 0, plan.minSeats ?? 1)}
            signupTab={signupTab}
            featured={plan.code === featured || single}
          />
        ))}
      </SimpleGrid>
      {promo && (
        <Text size="sm" mt="sm" className={classes.muted}>
          Promotion code {promo} will be applied at checkout.
        </Text>
      )}
    </section>
  );
  const features = product.features.length > 0 && (
    <section aria-labelledby="features-heading">
      <Title order={2} fz="h3" id="features-heading" mb="sm">
        {single ? 'What the plan includes' : 'Every plan includes'}
      </Title>
      <List
        spacing="xs"
        icon={<IconCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />}
        classNames={{ itemWrapper: classes.listItem }}
      >
        {product.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </section>
  );

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {product.name}
        </Title>
        <Text size="lg" maw={720}>
          {product.summary}
        </Text>
      </Stack>

      <SubscriptionPanel user={user} shopper={shopper} trialDays={product.trialDays} signupTab={signupTab} />

      {single ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {plans}
          {features}
        </SimpleGrid>
      ) : (
        <>
          {plans}
          {features}
        </>
      )}

      <CustomPlans product={product} />

      {product.faq.length > 0 && (
        <section aria-labelledby="faq-heading">
          <Title order={2} fz="h3" id="faq-heading" mb="xs">
            Questions and answers
          </Title>
          <PlanFaq entries={product.faq} />
        </section>
      )}

      {callbackForm && (
        <section aria-labelledby="callback-heading">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={640}>
            <Title order={2} fz="h3" id="callback-heading" mb={4}>
              Talk to us
            </Title>
            <Text size="sm" mb="md" className={classes.muted}>
              Leave your number and we will call you back within one working day.
            </Text>
            {callbackForm(product.productType)}
          </Paper>
        </section>
      )}
    </Stack>
  );
}

/** A product that is not on sale: say so, and offer the ones that are. */
function UnknownProduct({ productType }: { productType: string }) {
  const { pathname } = useLocation();
  const base = pathname.split('/')[1] === 'pricing' ? 'pricing' : 'subscription';
  const onSale = useCatalogueProducts();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Plan not found</Title>
      <Alert color="gray" variant="light" role="alert" title={`We have no plans called “${productType}”`}>
        {onSale.data && onSale.data.length > 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">These are the plans on sale:</Text>
            {onSale.data.map((entry) => (
              <Anchor
                key={entry.productType}
                component={Link}
                to={`/${base}/${entry.productType.toLowerCase()}`}
                className={classes.link}
                underline="always"
              >
                {entry.name}
              </Anchor>
            ))}
          </Stack>
        ) : (
          <Text size="sm">
            Please check the address, or{' '}
            <Anchor component={Link} to="/submission-contact-us" className={classes.link} underline="always" inherit>
              ask us
            </Anchor>
            .
          </Text>
        )}
      </Alert>
    </Stack>
  );
}

/**
 * `/subscription/{productType}` (open) and `/pricing/{productType}` (signed in): a product's plans side by side, the
 * trial, what every plan includes, the FAQ and a call back. The segment is matched in any case.
 */
export function PricingPage({ callbackForm }: PricingPageProps) {
  const { productType = '' } = useParams();
  const user = useSessionUser();
  const product = useCatalogueProduct(productType);

  if (product.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading plans and prices">
        <Loader />
      </Center>
    );
  }
  if (product.isError) {
    if (isApiError(product.error) && product.error.statusCode === 404) {
      return <UnknownProduct productType={productType} />;
    }
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>Plans and pricing</Title>
        <FetchError
          error={product.error}
          fallback="We could not load the plans. Please try again."
          onRetry={() => void product.refetch()}
        />
      </Stack>
    );
  }
  return (
    <ProductPricing
      product={product.data}
      shopper={shopperOf(user, product.data.audience)}
      callbackForm={callbackForm}
    />
  );
}
