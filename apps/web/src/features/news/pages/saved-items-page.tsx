import { Button, Stack, Text } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import { Link } from 'react-router';
import { useSavedArticles, useSavedPublications } from '../api/saved';
import { ArticleList } from '../components/article-list';
import { EmptyFeed } from '../components/empty-feed';
import { FeedPageHeader } from '../components/feed-page-header';
import { articleCountText, PublisherTile } from '../components/publisher-tile';
import classes from '../components/scroll-row.module.css';

/** `/saved-items` (signed in): saved articles, newest save first, and the publishers they come from. */
export default function SavedItemsPage() {
  const feed = useSavedArticles();
  const publications = useSavedPublications();
  const publishers = publications.data ?? [];
  return (
    <Stack gap="lg">
      <FeedPageHeader title={NEWS_SECTION_TITLES.saved} description="Articles you saved to read again." />
      {publishers.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="saved-publishers">
          <Text fw={600} id="saved-publishers">
            From these publishers
          </Text>
          <ul className={`${classes.row} ${classes.narrow}`} aria-labelledby="saved-publishers">
            {publishers.map(({ publisher, articleCount }) => (
              <li key={publisher.id}>
                <PublisherTile publisher={publisher} detail={`${articleCountText(articleCount)} saved`} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
      <ArticleList
        feed={feed}
        label={NEWS_SECTION_TITLES.saved}
        empty={
          <EmptyFeed message="Nothing saved yet. Press the bookmark on any article to keep it here.">
            <Button component={Link} to="/latest" variant="light">
              Browse {NEWS_SECTION_TITLES.latest}
            </Button>
          </EmptyFeed>
        }
      />
    </Stack>
  );
}
