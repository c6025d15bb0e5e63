/** `/home` (signed in): the to-do counts of the home page, and what the menu needs beyond the role. */
import { ACCESS, HOME_PATHS, homeCapabilitiesSchema, homeSummarySchema } from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import type { HomeService } from './home.service';

export function homeRoutes(route: RouteDefiner, { home }: { home: HomeService }): void {
  route(`GET ${HOME_PATHS.summary}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: "The signed-in person's day: reading, quiz, streak and the counts of what waits for them",
    response: homeSummarySchema,
    message: 'Home',
    handler: ({ actor }) => home.summary(actor),
  });
  route(`GET ${HOME_PATHS.capabilities}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'What the signed-in person may do beyond their role (an approval committee seat)',
    response: homeCapabilitiesSchema,
    message: 'Capabilities',
    handler: ({ actor }) => home.capabilities(actor),
  });
}
