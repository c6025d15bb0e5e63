/**
 * The assembly (spec §7 "daily news and assembly config, birthday wishes"): settings for the school account and its
 * admins, the bulletins (open: `/school-news-events` shows them to anyone, names to members only), staff edits,
 * the PDF and audio for members, today's birthdays and wishes for members (removed by the birthday person or the
 * school's moderators), and staff's own birthday sharing.
 */
import {
  ACCESS,
  ASSEMBLY_MESSAGES,
  assemblySettingsBodySchema,
  assemblySettingsSchema,
  birthdaySharingSchema,
  birthdaysSchema,
  bulletinEditSchema,
  bulletinIdParamsSchema,
  bulletinQuerySchema,
  bulletinSchema,
  myWishesSchema,
  ASSEMBLY_PATHS as P,
  personWishesSchema,
  ROLE_SETS,
  schoolBulletinsSchema,
  wishBodySchema,
  wishIdParamsSchema,
  wishUserParamsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { attachmentDisposition } from '../../lib/serve-file';
import type { App } from '../../types';
import type { AssemblyService } from './assembly.service';
import type { BirthdayService } from './birthday.service';
import { sendBulletinAudio } from './bulletin-audio-file';

const configure = ACCESS.roles(ROLE_SETS.instituteOrAdmin, { sameInstitute: true });
const staff = ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true });
const members = ACCESS.roles(ROLE_SETS.instituteMembers, { sameInstitute: true });
const teachers = ACCESS.roles(['FACULTY', 'ADMIN'], { sameInstitute: true });

export function assemblyRoutes(
  app: App,
  { assembly, birthdays }: { assembly: AssemblyService; birthdays: BirthdayService },
): void {
  const route = routeDefiner(app, { tags: ['assembly'] });

  route(`GET ${P.settings}`, {
    access: configure,
    errors: [],
    summary: "The school's assembly settings (the defaults until saved)",
    response: assemblySettingsSchema,
    message: 'Assembly settings',
    handler: ({ actor }) => assembly.settings(actor),
  });
  route(`PUT ${P.settings}`, {
    access: configure,
    errors: [],
    summary: 'Save the assembly settings (the upcoming bulletin is made or remade at once)',
    body: assemblySettingsBodySchema,
    response: assemblySettingsSchema,
    message: ASSEMBLY_MESSAGES.settingsSaved,
    handler: ({ actor, body }) => assembly.saveSettings(actor, body),
  });
  route(`GET ${P.bulletin}`, {
    access: ACCESS.open('/school-news-events and the school page are open; children are named to members only'),
    errors: ['NOT_FOUND'],
    summary: "A school's bulletin out now, and the upcoming one for its staff",
    query: bulletinQuerySchema,
    response: schoolBulletinsSchema,
    message: 'Assembly bulletin',
    handler: ({ actor, query }) => assembly.schoolBulletins(actor, query.customUrl),
  });
  route(`PATCH ${P.bulletinById}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Edit a bulletin before assembly, or correct it after with a note',
    params: bulletinIdParamsSchema,
    body: bulletinEditSchema,
    response: bulletinSchema,
    message: ASSEMBLY_MESSAGES.bulletinSaved,
    handler: ({ actor, params, body }) => assembly.edit(actor, params.id, body),
  });
  route(`GET ${P.bulletinPdf}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'The bulletin as a one-page PDF (members: it names children)',
    params: bulletinIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const { file, fileName } = await assembly.pdf(actor, params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  });
  route(`GET ${P.bulletinAudio}`, {
    access: members,
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    summary: 'The bulletin read aloud (MP3 of its current revision; members: it names children)',
    params: bulletinIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, request, reply }) =>
      sendBulletinAudio(request, reply, await assembly.audioFile(actor, params.id)),
  });
  route(`GET ${P.birthdays}`, {
    access: members,
    errors: [],
    summary: "Today's birthdays of your school (first name and class)",
    response: birthdaysSchema,
    message: 'Birthdays',
    handler: ({ actor }) => birthdays.today(actor),
  });
  route(`POST ${P.wishes}`, {
    access: members,
    errors: ['NOT_FOUND', 'CONFLICT', 'BAD_REQUEST', 'POSTING_RESTRICTED', 'CONSENT_REQUIRED'],
    summary: 'Send a birthday wish (a short message or a sticker), once per birthday',
    params: wishUserParamsSchema,
    body: wishBodySchema,
    status: 201,
    message: ASSEMBLY_MESSAGES.wishSent,
    handler: ({ actor, params, body }) => birthdays.wish(actor, params.userId, body),
  });
  route(`GET ${P.wishes}`, {
    access: members,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
    summary: "A birthday person's wishes of today (the school's moderators)",
    params: wishUserParamsSchema,
    response: personWishesSchema,
    message: 'Wishes',
    handler: ({ actor, params }) => birthdays.personWishes(actor, params.userId),
  });
  route(`DELETE ${P.wish}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'Remove a wish (the birthday person, or the school’s moderators)',
    params: wishIdParamsSchema,
    message: ASSEMBLY_MESSAGES.wishRemoved,
    handler: ({ actor, params }) => birthdays.removeWish(actor, params.wishId),
  });
  route(`GET ${P.myWishes}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'The wishes you received today',
    response: myWishesSchema,
    message: 'Your wishes',
    handler: ({ actor }) => birthdays.mine(actor),
  });
  route(`GET ${P.birthdaySharing}`, {
    access: teachers,
    errors: [],
    summary: 'Whether your birthday is shown to your school',
    response: birthdaySharingSchema,
    message: 'Birthday sharing',
    handler: ({ actor }) => birthdays.sharing(actor),
  });
  route(`PUT ${P.birthdaySharing}`, {
    access: teachers,
    errors: [],
    summary: 'Show or hide your birthday to your school',
    body: birthdaySharingSchema,
    response: birthdaySharingSchema,
    message: 'Birthday sharing saved',
    handler: ({ actor, body }) => birthdays.setSharing(actor, body.shareBirthday),
  });
}
