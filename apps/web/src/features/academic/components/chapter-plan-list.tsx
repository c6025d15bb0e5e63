import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Curriculum, type CurriculumItem, curriculumEntryInputSchema } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { type ChapterScope, useRemoveChapter, useReorderChapters } from '../api/chapters';
import { useSaveCurriculum } from '../api/curriculum';
import { ChapterPlanRow, type PlanDraft } from './chapter-plan-row';

type Errors = Record<string, { plannedStart?: string; plannedEnd?: string }>;

const draftOf = (item: CurriculumItem): PlanDraft => ({
  plannedStart: item.plannedStart ?? '',
  plannedEnd: item.plannedEnd ?? '',
  status: item.status,
});
const sameDraft = (a: PlanDraft, b: PlanDraft) =>
  a.plannedStart === b.plannedStart && a.plannedEnd === b.plannedEnd && a.status === b.status;

/** Problems the server would refuse, shown beside the fields before anything is sent. */
function validate(drafts: Array<[string, PlanDraft]>, window: { startsOn: string; endsOn: string }): Errors {
  const errors: Errors = {};
  const outside = (date: string) => date !== '' && (date < window.startsOn || date > window.endsOn);
  for (const [chapterId, draft] of drafts) {
    const problem: Errors[string] = {};
    if (outside(draft.plannedStart)) problem.plannedStart = 'Outside the session';
    if (outside(draft.plannedEnd)) problem.plannedEnd = 'Outside the session';
    const parsed = curriculumEntryInputSchema.safeParse({
      chapterId,
      plannedStart: draft.plannedStart || null,
      plannedEnd: draft.plannedEnd || null,
      status: draft.status,
    });
    if (!parsed.success) problem.plannedEnd ??= parsed.error.issues[0]?.message ?? 'Check the dates';
    if (problem.plannedStart || problem.plannedEnd) errors[chapterId] = problem;
  }
  return errors;
}

/** The chapters of a subject for a class in teaching order, with their plan in one session. */
export function ChapterPlanList({ curriculum, scope }: { curriculum: Curriculum; scope: ChapterScope }) {
  const [drafts, setDrafts] = useState<Record<string, PlanDraft>>({});
  const [errors, setErrors] = useState<Errors>({});
  const reorder = useReorderChapters();
  const remove = useRemoveChapter();
  const save = useSaveCurriculum();
  const { items, session } = curriculum;
  const fail = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });
  const changed = items
    .map((item): [string, PlanDraft] => [item.chapterId, drafts[item.chapterId] ?? draftOf(item)])
    .filter(([chapterId, draft]) => {
      const item = items.find((entry) => entry.chapterId === chapterId);
      return item !== undefined && !sameDraft(draft, draftOf(item));
    });

  const move = (index: number, offset: -1 | 1) => {
    const ids = items.map((item) => item.chapterId);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + offset, 0, moved);
    reorder.mutate({ ...scope, chapterIds: ids }, { onError: fail });
  };
  const submit = () => {
    const found = validate(changed, session);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const entries = changed.map(([chapterId, draft]) => ({
      chapterId,
      plannedStart: draft.plannedStart || null,
      plannedEnd: draft.plannedEnd || null,
      status: draft.status,
    }));
    save.mutate(
      { sessionId: session.id, entries },
      {
        onSuccess: () => {
          setDrafts({});
          notifications.show({ color: 'teal', message: `Plan saved for ${session.label}.` });
        },
        onError: fail,
      },
    );
  };

  if (items.length === 0) return <Text c="dimmed">No chapters yet. Add the first one below.</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ol" aria-label="Chapters" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item, index) => (
          <ChapterPlanRow
            key={item.chapterId}
            item={item}
            draft={drafts[item.chapterId] ?? draftOf(item)}
            error={errors[item.chapterId]}
            window={session}
            isFirst={index === 0}
            isLast={index === items.length - 1}
            busy={reorder.isPending || remove.isPending}
            onDraft={(draft) => setDrafts((current) => ({ ...current, [item.chapterId]: draft }))}
            onMove={(offset) => move(index, offset)}
            onRemove={() => remove.mutate(item.chapterId, { onError: fail })}
          />
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={submit} disabled={changed.length === 0} loading={save.isPending}>
          Save plan{changed.length > 0 ? ` (${changed.length})` : ''}
        </Button>
      </Group>
    </Stack>
  );
}
