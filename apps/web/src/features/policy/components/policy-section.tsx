import { List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { PolicySection as Section } from '@noticeboard/shared';

/** One section of a policy text: its heading, then paragraphs and lists of plain text (never HTML). */
export function PolicySection({ section, order = 2 }: { section: Section; order?: TitleOrder }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={order} size={order === 2 ? 'h3' : 'h4'}>
        {section.heading}
      </Title>
      {section.blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never move
          <Text key={index}>{block.text}</Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never move
          <List key={index} spacing={6}>
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
