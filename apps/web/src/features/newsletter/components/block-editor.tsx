/** One block's form in the composer: what the block says, with pickers for a post or an article. */
import { Button, FileButton, Image, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { NewsletterBlock } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { imagePathOf, uploadNewsletterImage, useArticleChoices, usePostChoices } from '../api/newsletters';
import { htmlToMarkdown, markdownToHtml } from './markdownish';

interface BlockEditorProps {
  newsletterId: string;
  block: NewsletterBlock;
  onChange: (block: NewsletterBlock) => void;
}

function ImageBlock({
  newsletterId,
  block,
  onChange,
}: {
  newsletterId: string;
  block: Extract<NewsletterBlock, { type: 'IMAGE' }>;
  onChange: BlockEditorProps['onChange'];
}) {
  const upload = useMutation({
    mutationFn: (file: File) => uploadNewsletterImage(newsletterId, file),
    onSuccess: (uploaded) => onChange({ ...block, imageId: uploaded.imageId }),
  });
  return (
    <Stack gap="xs">
      {block.imageId && (
        <Image
          src={imagePathOf(newsletterId, block.imageId)}
          alt={block.alt || 'The uploaded picture'}
          radius="sm"
          mah={240}
          fit="contain"
        />
      )}
      <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button {...props} variant="default" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            {block.imageId ? 'Choose another picture' : 'Choose a picture'}
          </Button>
        )}
      </FileButton>
      {upload.isError && (
        <Text c="red.8" size="sm" role="alert">
          {messageOf(upload.error)}
        </Text>
      )}
      <TextInput
        label="What the picture shows"
        description="Read aloud to people who cannot see it"
        value={block.alt}
        onChange={(event) => onChange({ ...block, alt: event.currentTarget.value })}
      />
      <TextInput
        label="Caption"
        value={block.caption}
        onChange={(event) => onChange({ ...block, caption: event.currentTarget.value })}
      />
    </Stack>
  );
}

function TextBlock({
  block,
  onChange,
}: {
  block: Extract<NewsletterBlock, { type: 'TEXT' }>;
  onChange: BlockEditorProps['onChange'];
}) {
  const [source, setSource] = useState(() => htmlToMarkdown(block.html));
  return (
    <Textarea
      label="Paragraphs"
      description="A blank line starts a new paragraph. **bold**, *italic*, [words](https://…) and “- ” lists work."
      autosize
      minRows={3}
      value={source}
      onChange={(event) => {
        setSource(event.currentTarget.value);
        onChange({ ...block, html: markdownToHtml(event.currentTarget.value) });
      }}
    />
  );
}

function PostPicker({
  block,
  onChange,
}: {
  block: Extract<NewsletterBlock, { type: 'POST' }>;
  onChange: BlockEditorProps['onChange'];
}) {
  const [search, setSearch] = useState('');
  const choices = usePostChoices(search);
  const data = (choices.data ?? []).map((one) => ({ value: one.id, label: one.title }));
  return (
    <Select
      label="Community post"
      description="Your school's published posts that everyone may see."
      placeholder={data.length === 0 ? 'No posts to choose yet' : 'Choose a post'}
      searchable
      onSearchChange={setSearch}
      data={data}
      value={block.postId}
      nothingFoundMessage="No matching post"
      onChange={(value) => onChange({ ...block, postId: value })}
    />
  );
}

function ArticlePicker({
  block,
  onChange,
}: {
  block: Extract<NewsletterBlock, { type: 'ARTICLE' }>;
  onChange: BlockEditorProps['onChange'];
}) {
  const [search, setSearch] = useState('');
  const choices = useArticleChoices(search);
  const data = (choices.data ?? []).map((one) => ({ value: one.id, label: `${one.title} · ${one.publisher}` }));
  return (
    <Select
      label="News article"
      placeholder="Choose an article from the news feed"
      searchable
      onSearchChange={setSearch}
      data={data}
      value={block.articleId}
      nothingFoundMessage="No matching article"
      onChange={(value) => onChange({ ...block, articleId: value })}
    />
  );
}

export function BlockEditor({ newsletterId, block, onChange }: BlockEditorProps) {
  switch (block.type) {
    case 'HEADING':
      return (
        <TextInput
          label="Heading text"
          value={block.text}
          onChange={(event) => onChange({ ...block, text: event.currentTarget.value })}
        />
      );
    case 'TEXT':
      return <TextBlock block={block} onChange={onChange} />;
    case 'IMAGE':
      return <ImageBlock newsletterId={newsletterId} block={block} onChange={onChange} />;
    case 'POST':
      return <PostPicker block={block} onChange={onChange} />;
    case 'ARTICLE':
      return <ArticlePicker block={block} onChange={onChange} />;
    case 'EVENT':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Event"
            value={block.title}
            onChange={(event) => onChange({ ...block, title: event.currentTarget.value })}
          />
          <TextInput
            label="Date"
            type="date"
            value={block.date ?? ''}
            onChange={(event) => onChange({ ...block, date: event.currentTarget.value || null })}
          />
          <TextInput
            label="Time"
            type="time"
            value={block.time ?? ''}
            onChange={(event) => onChange({ ...block, time: event.currentTarget.value || null })}
          />
          <TextInput
            label="Place"
            value={block.place}
            onChange={(event) => onChange({ ...block, place: event.currentTarget.value })}
          />
        </SimpleGrid>
      );
    case 'CTA':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Button label"
            value={block.label}
            onChange={(event) => onChange({ ...block, label: event.currentTarget.value })}
          />
          <TextInput
            label="Web address"
            placeholder="https://"
            value={block.url}
            onChange={(event) => onChange({ ...block, url: event.currentTarget.value })}
          />
        </SimpleGrid>
      );
  }
}
