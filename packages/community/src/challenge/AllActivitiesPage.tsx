import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import type { ChallengeStatus } from '@aigc/domain';
import { useGetActivitiesInfiniteQuery } from '@aigc/store';
import { Button, EmptyState, Image, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@aigc/ui';
import { ChallengeLabels, ChallengeTime } from './ChallengeLabels';
import '../styles/community.css';
import './challenge.css';

type Filter = 'all' | ChallengeStatus;
const FILTERS: readonly Filter[] = ['all', 'ongoing', 'upcoming', 'ended'];

/** A challenge card of the all-activities grid: banner, labels, title, time and post count; links to its page. */
export function ActivityCard({ topic }: { topic: Topic }) {
  return (
    <li className="cm-activity">
      <Link to={`/challenge/${encodeURIComponent(topic.uniqueTopicId)}`} className="cm-activity__link">
        <span className="cm-activity__banner">
          <Image src={topic.banners.image} alt="" width={400} height={225} fit="cover" lazy />
        </span>
        <span className="cm-activity__body">
          <ChallengeLabels topic={topic} />
          <span className="cm-activity__title">{topic.title}</span>
          <span className="cm-activity__desc">{topic.description}</span>
          <span className="cm-activity__meta">
            <ChallengeTime topic={topic} />
            <span className="cm-activity__count">
              <Plural value={topic.postCount} one="# post" other="# posts" />
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * `/all-activities` (docs/product.md §2 All activities): every challenge with its
 * labels (ongoing / upcoming / ended, Want It) and post count, ongoing
 * first; tabs filter by status and show the count of each
 * (`GET /api/topic/activities`). The tab lives in the URL (`?status=`).
 */
export function AllActivitiesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as Filter | null;
  const filter: Filter = raw && FILTERS.includes(raw) ? raw : 'all';
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetActivitiesInfiniteQuery(
    filter === 'all' ? {} : { status: filter },
  );
  const topics = useMemo(() => data?.pages.flatMap((p) => p.dataList) ?? [], [data]);
  const counts = data?.pages[0]?.counts;

  const label = (f: Filter) =>
    f === 'all' ? t`All` : f === 'ongoing' ? t`Ongoing` : f === 'upcoming' ? t`Upcoming` : t`Ended`;

  return (
    <div className="cm-page cm-activities">
      <header className="cm-feeds__hero">
        <h1 className="cm-feeds__title">
          <Trans>All activities</Trans>
        </h1>
        <p className="cm-feeds__lede">
          <Trans>Challenges old and new: join an open one, or see what the community made in the ones that ended.</Trans>
        </p>
      </header>
      <Tabs
        value={filter}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete('status');
          else next.set('status', value);
          setParams(next, { replace: true });
        }}
      >
        <div className="cm-feeds__bar">
          <TabsList aria-label={t`Filter challenges`}>
            {FILTERS.map((f) => (
              <TabsTrigger key={f} value={f}>
                {label(f)}
                {counts ? <span className="cm-activities__count">{counts[f]}</span> : null}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {/* One panel, the selected tab's: the filtered challenges (each tab's aria-controls names it). */}
        <TabsContent value={filter}>
          {isLoading ? (
            <ul className="cm-activities__grid" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="cm-activity cm-activity--skeleton" />
                </li>
              ))}
            </ul>
          ) : topics.length === 0 ? (
            <EmptyState
              title={isError ? t`The challenges could not be loaded` : t`No challenges here`}
              description={isError ? t`Check your connection and reload the page.` : t`Try another tab.`}
            />
          ) : (
            <>
              <ul className="cm-activities__grid" aria-label={t`Challenges`}>
                {topics.map((topic) => (
                  <ActivityCard key={topic.uniqueTopicId} topic={topic} />
                ))}
              </ul>
              {hasNextPage ? (
                <div className="cm-masonry__footer">
                  <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                    <Trans>Show more</Trans>
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
