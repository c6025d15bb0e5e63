/** Academic sessions, classes and sections, subjects and their class assignments (spec §7 "class", "subject"). */
import {
  ACCESS,
  academicIdParamsSchema,
  academicSessionListSchema,
  academicSessionSchema,
  addSectionBodySchema,
  assignFacultyBodySchema,
  assignSubjectBodySchema,
  classGroupListSchema,
  classSectionCreatedSchema,
  classSectionSubjectListSchema,
  classSectionSubjectSchema,
  createAcademicSessionBodySchema,
  studentClassListSchema,
  studentClassParamsSchema,
  subjectBodySchema,
  subjectListSchema,
  subjectSchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import { ACADEMIC_READERS, ACADEMIC_WRITERS, TEACHING_READERS } from './academic.policy';
import type { AcademicService } from './academic.service';

export function academicRoutes(route: RouteDefiner, { academic }: { academic: AcademicService }): void {
  const readers = ACCESS.roles(ACADEMIC_READERS, { sameInstitute: true });
  const writers = ACCESS.roles(ACADEMIC_WRITERS, { sameInstitute: true });
  const params = academicIdParamsSchema;

  route('GET /institute/academic-sessions', {
    access: readers,
    errors: [],
    summary: 'Academic sessions',
    response: academicSessionListSchema,
    message: 'Academic sessions',
    handler: ({ actor }) => academic.sessions(actor),
  });
  route('POST /institute/academic-sessions', {
    access: writers,
    errors: ['CONFLICT'],
    summary: 'Add an academic session',
    body: createAcademicSessionBodySchema,
    response: academicSessionSchema,
    status: 201,
    message: 'Academic session added',
    handler: ({ actor, body }) => academic.createSession(actor, body.startYear),
  });
  route('PUT /institute/academic-sessions/:id/current', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Make a session the current one',
    params,
    response: academicSessionSchema,
    message: 'Current session changed',
    handler: ({ actor, params }) => academic.setCurrentSession(actor, params.id),
  });

  route('GET /institute/classes', {
    access: readers,
    errors: [],
    summary: 'Classes and sections by class group, with their subjects',
    response: classGroupListSchema,
    message: 'Classes',
    handler: ({ actor }) => academic.classes(actor),
  });
  route('GET /institute/student-class-list', {
    access: readers,
    errors: [],
    summary: 'Student class list',
    response: studentClassListSchema,
    message: 'Student class list',
    handler: ({ actor }) => academic.studentClassList(actor),
  });
  route('POST /institute/classes/:studentClass/sections', {
    access: writers,
    errors: ['CONFLICT'],
    summary: 'Add a section to a class',
    params: studentClassParamsSchema,
    body: addSectionBodySchema,
    response: classSectionCreatedSchema,
    status: 201,
    message: 'Section added',
    handler: ({ actor, params, body }) => academic.addSection(actor, params.studentClass, body.section),
  });
  route('DELETE /institute/class-sections/:id', {
    access: writers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Remove a section without students',
    params,
    message: 'Section removed',
    handler: ({ actor, params }) => academic.removeSection(actor, params.id),
  });

  route('GET /institute/subjects', {
    access: readers,
    errors: [],
    summary: 'Subjects',
    response: subjectListSchema,
    message: 'Subjects',
    handler: ({ actor }) => academic.subjects(actor),
  });
  route('POST /institute/subjects', {
    access: writers,
    errors: ['CONFLICT'],
    summary: 'Add a subject',
    body: subjectBodySchema,
    response: subjectSchema,
    status: 201,
    message: 'Subject added',
    handler: ({ actor, body }) => academic.createSubject(actor, body.name),
  });
  route('PATCH /institute/subjects/:id', {
    access: writers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Rename a subject',
    params,
    body: subjectBodySchema,
    response: subjectSchema,
    message: 'Subject renamed',
    handler: ({ actor, params, body }) => academic.renameSubject(actor, params.id, body.name),
  });
  route('DELETE /institute/subjects/:id', {
    access: writers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Remove a subject no class is taught',
    params,
    message: 'Subject removed',
    handler: ({ actor, params }) => academic.removeSubject(actor, params.id),
  });

  route('GET /institute/class-sections/:id/subjects', {
    access: readers,
    errors: ['NOT_FOUND'],
    summary: 'classSectionSubjectList of a class section',
    params,
    response: classSectionSubjectListSchema,
    message: 'Class subjects',
    handler: ({ actor, params }) => academic.classSectionSubjects(actor, params.id),
  });
  route('POST /institute/class-sections/:id/subjects', {
    access: writers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Teach a subject in a class section',
    params,
    body: assignSubjectBodySchema,
    response: classSectionSubjectSchema,
    status: 201,
    message: 'Subject added to the section',
    handler: ({ actor, params, body }) => academic.teaching.assign(actor, params.id, body),
  });
  route('PUT /institute/class-section-subjects/:id/faculty', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Assign (or clear) the faculty member teaching a class subject',
    params,
    body: assignFacultyBodySchema,
    response: classSectionSubjectSchema,
    message: 'Faculty assigned',
    handler: ({ actor, params, body }) => academic.teaching.setFaculty(actor, params.id, body.facultyId),
  });
  route('DELETE /institute/class-section-subjects/:id', {
    access: writers,
    errors: ['NOT_FOUND'],
    summary: 'Stop teaching a subject in a section',
    params,
    message: 'Subject removed from the section',
    handler: ({ actor, params }) => academic.teaching.unassign(actor, params.id),
  });
  route('GET /institute/faculty/:id/subjects', {
    access: ACCESS.roles(TEACHING_READERS, { sameInstitute: true }),
    errors: ['NOT_FOUND'],
    summary: 'What a faculty member teaches',
    params,
    response: classSectionSubjectListSchema,
    message: 'Class subjects',
    handler: ({ actor, params }) => academic.teaching.ofFaculty(actor, params.id),
  });
}
