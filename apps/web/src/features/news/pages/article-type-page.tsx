import { Anchor, Group, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCategoryNews } from '../api/categories';
import { ARTICLE_TYPES, articleTypeFromSlug } from '../article-types';
import { ArticleList } from '../components/article-list';
import { CATEGORY_STYLES } from '../components/category-style';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';

/** Links to every kind of article, for the not-found state and the foot of each kind's page. */
function ArticleTypeLinks({ except, labelledBy }: { except?: string; labelledBy: string }) {
  return (
    <List aria-labelledby={labelledBy} listStyleType="none" spacing={4} p={0}>
      {ARTICLE_TYPES.filter((type) => type.slug !== except).map((type) => (
        <List.Item key={type.slug}>
          <Anchor component={Link} to={type.path}>
            {type.label}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** `/article/{articleType}`: the news of one kind (a topic category, by its slug), newest first, page by page. */
export default function ArticleTypePage() {
  const { articleType } = useParams();
  const type = articleTypeFromSlug(articleType);
  const feed = useCategoryNews(type?.category);

  if (!type) {
    return (
      <Stack gap="lg">
        <FeedPageHeader title="We could not find that kind of article" />
        <EmptyFeed message="There is no page for this kind of article. You can pick one of these instead.">
          <Title order={2} size="h4" id="article-type-choices">
            Kinds of article
          </Title>
          <ArticleTypeLinks labelledBy="article-type-choices" />
        </EmptyFeed>
      </Stack>
    );
  }
  const { icon: TypeIcon, color } = CATEGORY_STYLES[type.category];
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color={color} size={56} radius="md" aria-hidden>
          <TypeIcon size={30} />
        </ThemeIcon>
        <FeedPageHeader title={type.label} description={type.description} />
      </Group>
      <ArticleList
        feed={feed}
        label={`${type.label} articles`}
        empty={<EmptyFeed message={`No ${type.label} articles yet. Check back soon.`} />}
      />
      <Stack gap="xs" component="nav" aria-labelledby="other-article-types">
        <Title order={2} size="h4" id="other-article-types">
          Other kinds of article
        </Title>
        <ArticleTypeLinks except={type.slug} labelledBy="other-article-types" />
      </Stack>
    </Stack>
  );
}
