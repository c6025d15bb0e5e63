import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { messageOf } from '../../../lib/api-error';
import { useCategories } from '../api/categories';
import { CategoryForm } from '../components/category-form';
import { CategoryList } from '../components/category-list';

/** `/category` (institute only): the school's own community categories beside the global ones. */
export default function CategoryPage() {
  const categories = useCategories();
  const own = categories.data?.filter((category) => !category.global) ?? [];
  const global = categories.data?.filter((category) => category.global) ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Categories</Title>
        <Text c="dimmed">Add community categories of your own, such as clubs and events, beside the global ones.</Text>
      </Stack>
      <CategoryForm />
      {categories.isPending && (
        <Center py="xl" role="status" aria-label="Loading categories">
          <Loader />
        </Center>
      )}
      {categories.isError && <Alert color="red">{messageOf(categories.error)}</Alert>}
      {categories.data && (
        <>
          <Title order={2} size="h4">
            Your school's categories
          </Title>
          {own.length === 0 ? (
            <Text c="dimmed">None yet.</Text>
          ) : (
            <CategoryList categories={own} label="Your school's categories" />
          )}
          <Title order={2} size="h4">
            Global categories
          </Title>
          <CategoryList categories={global} label="Global categories" />
        </>
      )}
    </Stack>
  );
}
