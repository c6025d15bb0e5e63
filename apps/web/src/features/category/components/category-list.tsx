import { ActionIcon, Badge, Group, Modal, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Category } from '@noticeboard/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useDeleteCategory } from '../api/categories';
import { CategoryForm } from './category-form';

/** The categories as cards; the school's own can be renamed or deleted. */
export function CategoryList({ categories, label }: { categories: Category[]; label: string }) {
  const [renaming, setRenaming] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const deleteOne = (category: Category) =>
    category.id &&
    remove.mutate(category.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `“${category.name}” was deleted.` }),
      onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
    });

  return (
    <>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
      >
        {categories.map((category) => (
          <Paper key={category.slug} withBorder p="sm" radius="md" component="li">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {category.name}
                </Text>
                <Text size="xs" c="dimmed">
                  /{category.slug}
                </Text>
              </Stack>
              {category.global ? (
                <Badge variant="light" color="gray">
                  Global
                </Badge>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Rename">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`Rename ${category.name}`}
                      onClick={() => setRenaming(category)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${category.name}`}
                      onClick={() => deleteOne(category)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={`Rename ${renaming?.name ?? ''}`}
        centered
      >
        {renaming?.id && (
          <CategoryForm renaming={{ id: renaming.id, name: renaming.name }} onDone={() => setRenaming(null)} />
        )}
      </Modal>
    </>
  );
}
