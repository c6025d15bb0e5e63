import { MantineProvider } from '@mantine/core';
import type { Attachment } from '@noticeboard/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { PostMedia } from './post-media';

const picture = (id: string): Attachment => ({
  id,
  attachmentType: 'IMAGE',
  attachmentUrl: `/files/${id}.jpg`,
  variants: [{ url: `/files/${id}-640.webp`, width: 640 }],
  width: 1280,
  height: 960,
  title: `Picture ${id}`,
  relatedImages: [],
  thumbnail: null,
  bytes: 1000,
});

const show = (priority: boolean) =>
  render(
    <MantineProvider theme={theme} env="test">
      <PostMedia attachments={[picture('a'), picture('b')]} alt="A post" priority={priority} />
    </MantineProvider>,
  );

describe('a post’s pictures', () => {
  it('on the page’s first post: the first is fetched at once and first, with its sizes, the rest lazily', () => {
    show(true);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', '/files/a-640.webp 640w, /files/a.jpg 1280w');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('further down the page: all lazy', () => {
    show(false);
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});
