/**
 * "Newsletter look" on /newsletters: the school's colour, which new newsletters start in, and its logo, shown in the
 * masthead of every newsletter's email and page. The preview is the masthead as it will be sent: a colour too light
 * for white text becomes the house blue there, and the card says so.
 */
import { Alert, Box, Button, ColorInput, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useNewsletterBrand, useRemoveLogo, useSaveBrandColor, useUploadLogo } from '../api/brand';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function NewsletterBrandCard({ schoolName }: { schoolName: string }) {
  const brand = useNewsletterBrand();
  const saveColor = useSaveBrandColor();
  const upload = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const [color, setColor] = useState('');
  const saved = brand.data;
  useEffect(() => {
    if (saved) setColor(saved.color ?? '');
  }, [saved]);
  const failure = saveColor.error ?? upload.error ?? removeLogo.error;
  const darkened = saved?.color && saved.mastheadColor.toLowerCase() !== saved.color.toLowerCase();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="newsletter-look-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="newsletter-look-title">
          Newsletter look
        </Title>
        <Text size="sm" c="dimmed">
          Your school's colour and logo, at the top of every newsletter: in the email and on its web page. New
          newsletters start in this colour; you can still change the colour of each one.
        </Text>
        {brand.isError && (
          <Alert color="red" role="alert">
            {messageOf(brand.error)}
          </Alert>
        )}
        {saved && (
          <>
            <Box
              bg={saved.mastheadColor}
              p="md"
              style={{ borderRadius: 8, color: '#fff' }}
              role="img"
              aria-label="How the top of your newsletters looks"
            >
              {saved.logoUrl && <Image src={saved.logoUrl} alt="" h={56} w="auto" fit="contain" mb={8} />}
              <Text fw={700} size="sm" style={{ letterSpacing: 1 }}>
                {schoolName.toUpperCase()}
              </Text>
              <Text fw={700} fz={22}>
                Your newsletter's title
              </Text>
            </Box>
            <Group align="flex-end" gap="sm">
              <ColorInput
                label="School colour"
                placeholder="#1864ab"
                value={color}
                format="hex"
                withEyeDropper={false}
                swatches={['#1864ab', '#2b8a3e', '#c92a2a', '#862e9c', '#e67700', '#0b7285']}
                onChange={setColor}
                error={color && !HEX.test(color) ? 'A colour like #1c7ed6' : undefined}
                style={{ flex: 1, minWidth: 180 }}
              />
              <Button
                onClick={() => saveColor.mutate(color ? color : null)}
                loading={saveColor.isPending}
                disabled={(color !== '' && !HEX.test(color)) || color === (saved.color ?? '')}
              >
                Save colour
              </Button>
            </Group>
            {darkened && (
              <Text size="sm" role="status">
                This colour is too light for white writing on it, so newsletters use dark blue instead. Choose a darker
                shade to see your colour.
              </Text>
            )}
            <Group gap="sm">
              <FileButton
                onChange={(file) => file && upload.mutate(file)}
                accept="image/png,image/jpeg,image/webp,image/gif"
              >
                {(props) => (
                  <Button {...props} variant="default" loading={upload.isPending}>
                    {saved.logoUrl ? 'Replace logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              {saved.logoUrl && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={removeLogo.isPending}
                  onClick={() => removeLogo.mutate(undefined)}
                >
                  Remove logo
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              A JPEG, PNG, WebP or GIF. We keep a copy at most 600 × 240 pixels, without the photo's hidden details
              (such as where it was taken).
            </Text>
            {failure && (
              <Alert color="red" role="alert">
                {messageOf(failure)}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
