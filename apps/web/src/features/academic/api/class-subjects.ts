import { classSectionSubjectSchema } from '@noticeboard/shared';
import { anyBody, del, post, put } from '../../../lib/http';
import { useStructureMutation } from './classes';

export interface AssignSubjectArgs {
  classSectionId: string;
  subjectId: string;
  facultyId: string | null;
}

/** POST /institute/class-sections/:id/subjects: teach a subject in a section, optionally with its teacher. */
export const assignSubject = ({ classSectionId, subjectId, facultyId }: AssignSubjectArgs) =>
  post(
    `/institute/class-sections/${encodeURIComponent(classSectionId)}/subjects`,
    { subjectId, facultyId },
    classSectionSubjectSchema,
  );

/** PUT /institute/class-section-subjects/:id/faculty */
export const setFaculty = ({ id, facultyId }: { id: string; facultyId: string | null }) =>
  put(`/institute/class-section-subjects/${encodeURIComponent(id)}/faculty`, { facultyId }, classSectionSubjectSchema);

/** DELETE /institute/class-section-subjects/:id */
export const unassignSubject = (id: string) =>
  del(`/institute/class-section-subjects/${encodeURIComponent(id)}`, anyBody);

export const useAssignSubject = () => useStructureMutation(assignSubject);
export const useSetFaculty = () => useStructureMutation(setFaculty);
export const useUnassignSubject = () => useStructureMutation(unassignSubject);
