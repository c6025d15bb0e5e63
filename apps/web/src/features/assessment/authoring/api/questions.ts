/**
 * The question calls, each answering the whole assignment (so the editor shows the new order and total marks):
 * POST a hand-written question, PUT one, DELETE one, PUT the order, POST copies from the bank.
 */
import {
  type AssignmentQuestionInput,
  ASSESSMENT_AUTHORING_PATHS as P,
  type StaffAssignment,
  staffAssignmentSchema,
} from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post, put } from '../../../../lib/http';
import { assignmentKey, authoringPath, listKey } from './keys';

export type QuestionChange =
  | { action: 'add'; question: AssignmentQuestionInput }
  | { action: 'edit'; questionId: string; question: AssignmentQuestionInput }
  | { action: 'remove'; questionId: string }
  | { action: 'order'; questionIds: string[] }
  | { action: 'bank'; bankQuestionIds: string[]; marks: number };

export function sendQuestionChange(code: string, change: QuestionChange): Promise<StaffAssignment> {
  const at = (template: string, questionId = '') => authoringPath(template, { assignmentCode: code, questionId });
  switch (change.action) {
    case 'add':
      return post(at(P.questions), change.question, staffAssignmentSchema);
    case 'edit':
      return put(at(P.question, change.questionId), change.question, staffAssignmentSchema);
    case 'remove':
      return del(at(P.question, change.questionId), staffAssignmentSchema);
    case 'order':
      return put(at(P.questionOrder), { questionIds: change.questionIds }, staffAssignmentSchema);
    case 'bank':
      return post(
        at(P.fromBank),
        { bankQuestionIds: change.bankQuestionIds, marks: change.marks },
        staffAssignmentSchema,
      );
  }
}

export function useQuestionChange(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: QuestionChange) => sendQuestionChange(code, change),
    onSuccess: (assignment: StaffAssignment) => {
      // The settings' revision is the editor's: keep what the cache has so a question change never moves it.
      client.setQueryData(assignmentKey(code), (old: StaffAssignment | undefined) =>
        old ? { ...assignment, revision: old.revision } : assignment,
      );
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
