/** Composition root of a school's team: faculty and admins, the approval committee, and their histories. */
import type { AuthExports } from '../auth/auth.module';
import type { InstituteExports } from '../institute/institute.module';
import type { Infrastructure, Module } from '../module';
import { committeeRoutes } from './committee.routes';
import { CommitteeService } from './committee.service';
import { teamRoutes } from './team.routes';
import { StaffService } from './team.service';

export interface TeamExports {
  staff: StaffService;
  committee: CommitteeService;
}

/** Staff are added through the institute's member management; a deactivated member's sessions end. */
export interface TeamUses {
  auth: Pick<AuthExports, 'sessions'>;
  institute: Pick<InstituteExports, 'institutes'>;
}

export function createTeamModule({ db }: Infrastructure, { auth, institute }: TeamUses): Module<TeamExports> {
  // One StaffService for the team pages and the committee history (each route file built its own before).
  const staff = new StaffService(db, institute.institutes, auth.sessions);
  const committee = new CommitteeService(db);
  return {
    name: 'team',
    routes: (app) => {
      teamRoutes(app, { staff });
      committeeRoutes(app, { committee, staff });
    },
    exports: { staff, committee },
  };
}
