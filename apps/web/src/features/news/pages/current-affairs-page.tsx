import { Skeleton, Stack } from '@mantine/core';
import { NEWS_SECTION_TITLES } from '@noticeboard/shared';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useSessionUser } from '../../../lib/use-session';
import { useNewsCategories } from '../api/categories';
import { articlesOf, type NewsPages } from '../api/feed-page';
import { useForYou, useRecentReads, useTrending } from '../api/feeds';
import { useLatest } from '../api/latest';
import { usePublicationCategory } from '../api/publishers';
import { BulletinPlayer } from '../components/bulletin-player';
import { CardRow } from '../components/card-row';
import { CategoryTile } from '../components/category-tile';
import { FeedPageHeader } from '../components/feed-page-header';
import { FetchError } from '../components/fetch-error';
import { articleCountText, PublisherTile } from '../components/publisher-tile';
import { ReaderLinks } from '../components/reader-links';
import classes from '../components/scroll-row.module.css';
import { SectionHeader } from '../components/section-header';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useAppliedFilter } from '../components/use-applied-filter';

interface FeedSectionProps {
  title: string;
  seeAllTo: string;
  feed: UseInfiniteQueryResult<NewsPages>;
  emptyText: string;
}

function FeedSection({ title, seeAllTo, feed, emptyText }: FeedSectionProps) {
  return (
    <CardRow
      title={title}
      seeAllTo={seeAllTo}
      articles={articlesOf(feed.data)}
      isPending={feed.isPending}
      error={feed.error}
      onRetry={() => void feed.refetch()}
      emptyText={emptyText}
    />
  );
}

const tileSkeletons = (
  <div className={`${classes.row} ${classes.narrow}`} role="status" aria-label="Loading">
    {[0, 1, 2, 3].map((index) => (
      <Skeleton key={index} height={66} radius="md" />
    ))}
  </div>
);

function CategoriesSection() {
  const user = useSessionUser();
  const query = useNewsCategories();
  const yours = query.data?.yours ?? [];
  const showYours = user !== null && yours.length > 0;
  const title = showYours ? NEWS_SECTION_TITLES.yourCategories : NEWS_SECTION_TITLES.categories;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-categories">
      <SectionHeader title={title} id="home-categories" seeAllTo="/categories" />
      {query.isPending ? (
        tileSkeletons
      ) : query.isError ? (
        <FetchError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={`${classes.row} ${classes.narrow}`} aria-labelledby="home-categories">
          {(showYours ? yours : query.data.all).map((category) => (
            <li key={category.category}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function PublishersSection() {
  const query = usePublicationCategory();
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-publishers">
      <SectionHeader title={NEWS_SECTION_TITLES.publishers} id="home-publishers" seeAllTo="/publisher" />
      {query.isPending ? (
        tileSkeletons
      ) : query.isError ? (
        <FetchError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={`${classes.row} ${classes.narrow}`} aria-labelledby="home-publishers">
          {query.data.publishers.map(({ publisher, articleCount }) => (
            <li key={publisher.id}>
              <PublisherTile publisher={publisher} detail={articleCountText(articleCount)} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** `/current-affairs`: the news home, a section per feed, each with "See all". */
export default function CurrentAffairsPage() {
  const user = useSessionUser();
  const { filter } = useAppliedFilter();
  const latest = useLatest(filter);
  const trending = useTrending();
  const forYou = useForYou();
  const recentReads = useRecentReads();
  return (
    <Stack gap="xl">
      <FeedPageHeader
        title="Current Affairs"
        description="Today's stories for curious minds: read, listen and save what matters to you."
        actions={user ? <ReaderLinks /> : undefined}
      />
      <BulletinPlayer />
      <FeedSection
        title={NEWS_SECTION_TITLES.latest}
        seeAllTo="/latest"
        feed={latest}
        emptyText="No articles yet. Check back soon."
      />
      <FeedSection
        title={NEWS_SECTION_TITLES.trending}
        seeAllTo="/trending"
        feed={trending}
        emptyText="Nothing is trending yet."
      />
      {user && (
        <FeedSection
          title={NEWS_SECTION_TITLES.forYou}
          seeAllTo="/for-you"
          feed={forYou}
          emptyText="Read a few articles or choose your topics to get suggestions."
        />
      )}
      <CategoriesSection />
      <PublishersSection />
      {user ? (
        <FeedSection
          title={NEWS_SECTION_TITLES.recentReads}
          seeAllTo="/recent-reads"
          feed={recentReads}
          emptyText="Articles you open will show here."
        />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="home-recent-reads">
          <SectionHeader title={NEWS_SECTION_TITLES.recentReads} id="home-recent-reads" seeAllTo="/recent-reads" />
          <SignInPrompt message="Sign in to get stories picked for you, save articles and see your recent reads." />
        </Stack>
      )}
    </Stack>
  );
}
