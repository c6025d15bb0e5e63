/**
 * Profiles (spec §7 "Profile", "User by custom URL"): the read, personal info, each entry section's add, edit,
 * reorder and remove, skills and their endorsements; `/institute/update` and `/individual/update`.
 */
import {
  ACCESS,
  accountDetailsSchema,
  individualUpdateBodySchema,
  instituteUpdateBodySchema,
  PROFILE_ENTRY_KINDS,
  PROFILE_ENTRY_PATHS,
  PROFILE_MESSAGES,
  PROFILE_PATHS,
  profileEntryBodySchema,
  profileEntryParamsSchema,
  profileOrderBodySchema,
  profilePersonalInfoBodySchema,
  profileSkillBodySchema,
  profileUrlParamsSchema,
  profileViewSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { AccountDetailsService } from './account-details.service';
import type { ProfileService } from './profile.service';

export interface ProfileRouteDeps {
  profiles: ProfileService;
  accounts: AccountDetailsService;
}

export function profileRoutes(app: App, { profiles, accounts }: ProfileRouteDeps): void {
  const route = routeDefiner(app, { tags: ['profile'] });
  const own = { access: ACCESS.signedIn, response: profileViewSchema } as const;

  route('GET /user/profile/:customUrl', {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary: 'A profile by custom URL, with the parts this viewer may see (the others are absent)',
    params: profileUrlParamsSchema,
    response: profileViewSchema,
    message: 'Profile',
    handler: ({ actor, params }) => profiles.view(actor, params.customUrl),
  });

  route(`PUT ${PROFILE_PATHS.personalInfo}`, {
    ...own,
    errors: [],
    summary: 'Save the headline, about and location of one’s own profile',
    body: profilePersonalInfoBodySchema,
    message: PROFILE_MESSAGES.saved,
    handler: ({ actor, body }) => profiles.savePersonalInfo(actor, body),
  });

  for (const kind of PROFILE_ENTRY_KINDS) {
    const path = `/profile/${PROFILE_ENTRY_PATHS[kind]}`;
    route(`POST ${path}`, {
      ...own,
      errors: ['CONFLICT'],
      summary: `Add a ${PROFILE_ENTRY_PATHS[kind]} entry to one’s own profile`,
      body: profileEntryBodySchema,
      status: 201,
      message: PROFILE_MESSAGES.added,
      handler: ({ actor, body }) => profiles.addEntry(actor, kind, body),
    });
    route(`PUT ${path}/order`, {
      ...own,
      errors: [],
      summary: `Reorder one’s own ${PROFILE_ENTRY_PATHS[kind]} entries (every id once)`,
      body: profileOrderBodySchema,
      message: PROFILE_MESSAGES.reordered,
      handler: ({ actor, body }) => profiles.reorderEntries(actor, kind, body.ids),
    });
    route(`PUT ${path}/:id`, {
      ...own,
      errors: ['NOT_FOUND'],
      summary: `Edit one of one’s own ${PROFILE_ENTRY_PATHS[kind]} entries`,
      params: profileEntryParamsSchema,
      body: profileEntryBodySchema,
      message: PROFILE_MESSAGES.saved,
      handler: ({ actor, params, body }) => profiles.editEntry(actor, kind, params.id, body),
    });
    route(`DELETE ${path}/:id`, {
      ...own,
      errors: ['NOT_FOUND'],
      summary: `Remove one of one’s own ${PROFILE_ENTRY_PATHS[kind]} entries (and its file)`,
      params: profileEntryParamsSchema,
      message: PROFILE_MESSAGES.removed,
      handler: ({ actor, params }) => profiles.removeEntry(actor, kind, params.id),
    });
  }

  route(`POST ${PROFILE_PATHS.skill}`, {
    ...own,
    errors: ['CONFLICT'],
    summary: 'Add a skill to one’s own profile',
    body: profileSkillBodySchema,
    status: 201,
    message: PROFILE_MESSAGES.added,
    handler: ({ actor, body }) => profiles.addSkill(actor, body.name),
  });
  route(`PUT ${PROFILE_PATHS.skill}/order`, {
    ...own,
    errors: [],
    summary: 'Reorder one’s own skills (every id once)',
    body: profileOrderBodySchema,
    message: PROFILE_MESSAGES.reordered,
    handler: ({ actor, body }) => profiles.reorderSkills(actor, body.ids),
  });
  route(`PUT ${PROFILE_PATHS.skill}/:id`, {
    ...own,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Rename one of one’s own skills',
    params: profileEntryParamsSchema,
    body: profileSkillBodySchema,
    message: PROFILE_MESSAGES.saved,
    handler: ({ actor, params, body }) => profiles.renameSkill(actor, params.id, body.name),
  });
  route(`DELETE ${PROFILE_PATHS.skill}/:id`, {
    ...own,
    errors: ['NOT_FOUND'],
    summary: 'Remove one of one’s own skills (with its endorsements)',
    params: profileEntryParamsSchema,
    message: PROFILE_MESSAGES.removed,
    handler: ({ actor, params }) => profiles.removeSkill(actor, params.id),
  });
  route(`POST ${PROFILE_PATHS.skill}/:id/endorsement`, {
    ...own,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: "Endorse a student's skill (teachers of the student's school)",
    params: profileEntryParamsSchema,
    message: PROFILE_MESSAGES.endorsed,
    handler: ({ actor, params }) => profiles.endorse(actor, params.id, true),
  });
  route(`DELETE ${PROFILE_PATHS.skill}/:id/endorsement`, {
    ...own,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'Withdraw one’s endorsement of a skill',
    params: profileEntryParamsSchema,
    message: PROFILE_MESSAGES.endorsementRemoved,
    handler: ({ actor, params }) => profiles.endorse(actor, params.id, false),
  });

  const individuals = ACCESS.roles(['INDIVIDUAL', 'FACULTY', 'ADMIN']);
  route(`GET ${PROFILE_PATHS.individualUpdate}`, {
    access: individuals,
    errors: [],
    summary: 'An individual’s own account details, for the form',
    response: accountDetailsSchema,
    message: 'Account details',
    handler: ({ actor }) => accounts.individual(actor),
  });
  route(`PATCH ${PROFILE_PATHS.individualUpdate}`, {
    access: individuals,
    errors: ['CONFLICT'],
    summary: 'Change an individual’s own name, mobile number or date of birth',
    body: individualUpdateBodySchema,
    response: accountDetailsSchema,
    message: PROFILE_MESSAGES.accountUpdated,
    handler: ({ actor, body }) => accounts.updateIndividual(actor, body),
  });
  const school = ACCESS.roles(ROLE_SETS.instituteOnly);
  route(`GET ${PROFILE_PATHS.instituteUpdate}`, {
    access: school,
    errors: [],
    summary: 'The school account’s own details, for the form',
    response: accountDetailsSchema,
    message: 'Account details',
    handler: ({ actor }) => accounts.institute(actor),
  });
  route(`PATCH ${PROFILE_PATHS.instituteUpdate}`, {
    access: school,
    errors: [],
    summary: 'Change the school’s name, contact number or address',
    body: instituteUpdateBodySchema,
    response: accountDetailsSchema,
    message: PROFILE_MESSAGES.accountUpdated,
    handler: ({ actor, body }) => accounts.updateInstitute(actor, body),
  });
}
