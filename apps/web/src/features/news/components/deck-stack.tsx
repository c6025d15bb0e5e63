import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NewsArticle } from '@noticeboard/shared';
import { IconArrowLeft, IconArrowRight, IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useToggleSave } from '../api/bookmark';
import { DeckCard } from './deck-card';
import { DeckCaughtUp } from './deck-caught-up';
import classes from './deck-stack.module.css';
import { DRAG_START_PX, deckProgress, dragTilt, swipeOutcome } from './deck-swipe';

const LEAVE_MS = 220;
/** Cards drawn under the top one, so the stack looks like a stack. */
const CARDS_BEHIND = 2;

type Leaving = 'left' | 'right' | null;

interface DragStart {
  x: number;
  y: number;
  time: number;
}

function cardStyle(depth: number, dx: number, leaving: Leaving): CSSProperties {
  if (depth > 0) {
    return { transform: `translateY(${depth * 12}px) scale(${1 - depth * 0.05})`, zIndex: 10 - depth };
  }
  if (leaving) {
    const sign = leaving === 'left' ? -1 : 1;
    return { transform: `translateX(${sign * 130}%) rotate(${sign * 18}deg)`, opacity: 0, zIndex: 10 };
  }
  return { transform: `translateX(${dx}px) rotate(${dragTilt(dx)}deg)`, zIndex: 10 };
}

/**
 * A stack of story cards: drag or swipe left for the next card, right to save it and move on. Buttons do the
 * same for keyboard and screen-reader users; Open reads the story in full (which counts as reading it).
 */
export function DeckStack({ cards }: { cards: NewsArticle[] }) {
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<Leaving>(null);
  const dragStart = useRef<DragStart | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const toggleSave = useToggleSave();

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const current = cards[index];
  const finished = index >= cards.length;

  const save = (article: NewsArticle, saved: boolean) =>
    toggleSave.mutate(
      { articleId: article._id, saved },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'teal',
            message: result.isSaved ? 'Saved to Saved Items.' : 'Removed from Saved Items.',
            autoClose: 2000,
          }),
        onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
      },
    );

  const leave = (direction: Exclude<Leaving, null>) => {
    if (!current || leaving) return;
    if (direction === 'right' && !current.isSaved) save(current, true);
    setLeaving(direction);
    leaveTimer.current = window.setTimeout(() => {
      setIndex((value) => value + 1);
      setLeaving(null);
      setDx(0);
    }, LEAVE_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (leaving || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragStart.current = { x: event.clientX, y: event.clientY, time: performance.now() };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = dragStart.current;
    if (!start) return;
    const moveX = event.clientX - start.x;
    if (!dragging) {
      if (Math.abs(moveX) < DRAG_START_PX) return;
      // Mostly vertical: the reader is scrolling the page.
      if (Math.abs(event.clientY - start.y) > Math.abs(moveX)) {
        dragStart.current = null;
        return;
      }
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    setDx(moveX);
  };

  const endDrag = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!dragging || !start) return;
    setDragging(false);
    const moveX = event.clientX - start.x;
    const velocity = moveX / Math.max(1, performance.now() - start.time);
    const outcome = cancelled ? 'none' : swipeOutcome(moveX, event.currentTarget.offsetWidth, velocity);
    if (outcome === 'next') leave('left');
    else if (outcome === 'save') leave('right');
    else setDx(0);
  };

  const behind = cards.slice(index + 1, index + 1 + CARDS_BEHIND);
  const progress = deckProgress(index, cards.length);

  return (
    <Stack gap="md">
      <section className={classes.stack} aria-roledescription="card stack" aria-label="News deck">
        {finished ? (
          <div className={classes.card} style={{ zIndex: 10 }}>
            <DeckCaughtUp onRestart={() => setIndex(0)} />
          </div>
        ) : (
          <>
            {/* Drawn bottom first, so the top card is last in the DOM and on top. */}
            {behind
              .map((article, offset) => (
                <div key={article._id} className={classes.card} style={cardStyle(offset + 1, 0, null)} aria-hidden>
                  <DeckCard article={article} />
                </div>
              ))
              .reverse()}
            {current && (
              <article
                key={current._id}
                className={[classes.card, classes.top, dragging && classes.dragging].filter(Boolean).join(' ')}
                style={cardStyle(0, dx, leaving)}
                aria-roledescription="card"
                aria-label={`${progress}: ${current.title}`}
                data-testid="deck-top-card"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={(event) => endDrag(event, false)}
                onPointerCancel={(event) => endDrag(event, true)}
              >
                <DeckCard article={current} />
                {dx > DRAG_START_PX && (
                  <span className={`${classes.stamp} ${classes.stampSave}`} style={{ opacity: Math.min(1, dx / 100) }}>
                    Save
                  </span>
                )}
                {dx < -DRAG_START_PX && (
                  <span className={`${classes.stamp} ${classes.stampNext}`} style={{ opacity: Math.min(1, -dx / 100) }}>
                    Next
                  </span>
                )}
              </article>
            )}
          </>
        )}
      </section>

      <Text ta="center" size="sm" c="dimmed" aria-live="polite" data-testid="deck-progress">
        {finished ? `All ${cards.length} read` : progress}
      </Text>

      <SimpleGrid cols={4} spacing={6} w="100%" maw={420} mx="auto" role="group" aria-label="Deck controls">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          px="xs"
          disabled={index === 0 || leaving !== null}
          onClick={() => setIndex((value) => Math.max(0, value - 1))}
        >
          Prev
        </Button>
        <Button
          variant={current?.isSaved ? 'light' : 'default'}
          color="teal"
          leftSection={
            current?.isSaved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />
          }
          px="xs"
          disabled={!current}
          aria-pressed={current?.isSaved ?? false}
          onClick={() => current && save(current, !current.isSaved)}
        >
          {current?.isSaved ? 'Saved' : 'Save'}
        </Button>
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          px="xs"
          disabled={finished || leaving !== null}
          onClick={() => leave('left')}
        >
          Next
        </Button>
        {current ? (
          <Button component={Link} to={`/details/${encodeURIComponent(current.slug)}`} px="xs">
            Open
          </Button>
        ) : (
          <Button disabled px="xs">
            Open
          </Button>
        )}
      </SimpleGrid>
      <Text ta="center" size="xs" c="dimmed">
        Swipe left for the next story, right to save it.
      </Text>
    </Stack>
  );
}
