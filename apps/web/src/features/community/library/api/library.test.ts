import type { Attachment } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { libraryPath, resourceOf } from './library';

const attachment = (attachmentType: Attachment['attachmentType']): Attachment => ({
  id: attachmentType,
  attachmentType,
  attachmentUrl: '/api/community/files/x',
  variants: [],
  width: null,
  height: null,
  title: null,
  relatedImages: [],
  thumbnail: null,
  bytes: 1,
});
const link = { url: 'https://example.org', title: 'x', description: null, imageUrl: null, siteName: null };

describe('resourceOf', () => {
  it('files an item under one kind: PDF, then video, then link, else post', () => {
    expect(resourceOf({ attachmentIds: [attachment('VIDEO'), attachment('PDF')], linkPreview: link })).toBe('PDF');
    expect(resourceOf({ attachmentIds: [attachment('VIDEO')], linkPreview: link })).toBe('VIDEO');
    expect(resourceOf({ attachmentIds: [attachment('IMAGE')], linkPreview: link })).toBe('LINK');
    expect(resourceOf({ attachmentIds: [attachment('IMAGE')], linkPreview: null })).toBe('POST');
  });
});

describe('libraryPath', () => {
  it('encodes the category and topic and keeps the search', () => {
    expect(libraryPath()).toBe('/community-library/all');
    expect(libraryPath('academics', 'Study skills', 'q=maths')).toBe(
      '/community-library/academics/Study%20skills?q=maths',
    );
  });
});
