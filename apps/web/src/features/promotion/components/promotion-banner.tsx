import { Box, Button, Code, Flex, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { PromotionBannerView, UserDetails } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { IconRosetteDiscount } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePromotionBanners, useReactToPromotion } from '../api/promotions';

/** The pricing page an offer leads to: its product's, or for any product the one of the person's audience. */
export function pricingPathFor(offer: Pick<PromotionBannerView, 'productType' | 'code'>, user: UserDetails): string {
  const product = offer.productType?.toLowerCase() ?? (user.instituteId ? 'school' : 'reader');
  return `/pricing/${encodeURIComponent(product)}?promo=${encodeURIComponent(offer.code)}`;
}

/**
 * One promotion offered above the page to a signed-in person (the newest they have not answered). "Not now" hides it
 * for good; the offer's button takes them to the pricing page with the code filled in. Once they answer one, no other
 * offer replaces it during this visit: a second banner straight after the first would nag.
 */
export function PromotionBanner({ user }: { user: UserDetails | null }) {
  const userId = user?.id ?? null;
  const offers = usePromotionBanners(userId);
  const react = useReactToPromotion(userId ?? '');
  const navigate = useNavigate();
  const [answered, setAnswered] = useState(false);
  const titleId = useId();
  const offer = offers.data?.[0];
  if (!user || answered || !offer) return null;

  const answer = (reaction: 'DISMISSED' | 'ACCEPTED') => {
    setAnswered(true);
    react.mutate({ id: offer.id, reaction });
  };
  const accept = () => {
    answer('ACCEPTED');
    navigate(pricingPathFor(offer, user));
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      mb="md"
      bg="var(--mantine-color-grape-light)"
    >
      <Flex gap="sm" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <ThemeIcon color="grape" variant="light" size="lg" radius="xl" aria-hidden>
            <IconRosetteDiscount size={20} />
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Text id={titleId} fw={700} size="sm">
              {offer.title}
            </Text>
            {offer.text && (
              <Text size="sm" mt={2}>
                {offer.text}
              </Text>
            )}
            <Text size="xs" mt={4}>
              Code <Code fw={700}>{offer.code}</Code> · until {formatDate(offer.validUntil)}
            </Text>
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flexShrink: 0 }}>
          <Button
            size="compact-md"
            variant="subtle"
            color="gray"
            onClick={() => answer('DISMISSED')}
            aria-label="Not now, hide this offer"
          >
            Not now
          </Button>
          <Button size="compact-md" color="grape.8" onClick={accept} aria-label={`See plans with code ${offer.code}`}>
            See plans
          </Button>
        </Group>
      </Flex>
    </Paper>
  );
}

export default PromotionBanner;
