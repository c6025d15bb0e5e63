import { Button, Group, Pagination, Paper, Portal, Skeleton, Stack, Text, Transition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type BankQuestion, QUESTION_LIMITS, type QuestionStatus } from '@noticeboard/shared';
import { IconFileDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FetchError } from '../../../components/fetch-error';
import { type QuestionListFilter, useQuestionList } from '../api/questions';
import { questionsCount } from './bank-format';
import { FiltersBar } from './filters-bar';
import { PaperDialog } from './paper-dialog';
import classes from './question-browser.module.css';
import { QuestionList } from './question-list';
import { useListFilter } from './use-list-filter';
import { useSelection } from './use-selection';

interface QuestionBrowserProps {
  /** What the page fixes (mine, source, status of a tab); the bar's filters are added to it. */
  fixed?: QuestionListFilter;
  label: string;
  emptyText: string;
  /** Shown instead of `emptyText` when the list is empty with no filter chosen: what the list is for, the first step. */
  emptyState?: ReactNode;
  /** Checkboxes and "Download question paper". */
  withPapers?: boolean;
  withStatus?: boolean;
  statuses?: readonly QuestionStatus[];
  answersOpen?: boolean;
  actions?: (question: BankQuestion) => ReactNode;
}

function PaperBar({ count, onMake, onClear }: { count: number; onMake: () => void; onClear: () => void }) {
  return (
    <Portal>
      <div className={classes.paperBar}>
        <Transition transition="slide-up" mounted={count > 0}>
          {(styles) => (
            <Paper shadow="lg" withBorder radius="md" p="sm" maw={560} mx="auto" style={styles}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600} aria-live="polite">
                  {count} selected
                </Text>
                <Group gap="xs">
                  <Button variant="subtle" size="xs" onClick={onClear}>
                    Clear
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconFileDownload size={16} />}
                    onClick={onMake}
                    disabled={count > QUESTION_LIMITS.paperQuestionsMax}
                  >
                    Download question paper
                  </Button>
                </Group>
              </Group>
            </Paper>
          )}
        </Transition>
      </div>
    </Portal>
  );
}

/** Filters bar, one page of questions (cards or table) with paging, and, optionally, choosing questions for a paper. */
export function QuestionBrowser(props: QuestionBrowserProps) {
  const { fixed = {}, label, emptyText, emptyState, withPapers = false, withStatus = true } = props;
  const { statuses, answersOpen, actions } = props;
  const { filter, page, change } = useListFilter();
  const unfiltered = page === 0 && Object.values(filter).every((value) => value === undefined);
  const list = useQuestionList({ ...filter, ...fixed }, page);
  const selection = useSelection();
  const [paperOpen, paper] = useDisclosure(false);
  const { data } = list;

  return (
    // Room below the list for the floating selection bar, so it never covers the last question.
    <Stack gap="md" pb={withPapers && selection.ids.length > 0 ? 88 : 0}>
      <FiltersBar filter={filter} change={change} withStatus={withStatus} statuses={statuses} />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading questions">
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : list.isError && !data ? (
        <FetchError error={list.error} fallback="Could not load the questions." onRetry={() => void list.refetch()} />
      ) : !data || data.content.length === 0 ? (
        unfiltered && emptyState ? (
          emptyState
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {emptyText}
          </Text>
        )
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {questionsCount(data.totalElements)}
            {withPapers && ' · tick approved questions to make a question paper'}
          </Text>
          <QuestionList
            questions={data.content}
            selection={withPapers ? selection : undefined}
            answersOpen={answersOpen}
            actions={actions}
            label={label}
          />
          {data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={data.totalPages}
                value={page + 1}
                onChange={(next) => change({ page: String(next - 1) })}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}
      {withPapers && (
        <>
          <PaperBar count={selection.ids.length} onMake={paper.open} onClear={selection.clear} />
          <PaperDialog opened={paperOpen} questionIds={selection.ids} onClose={paper.close} onMade={selection.clear} />
        </>
      )}
    </Stack>
  );
}
