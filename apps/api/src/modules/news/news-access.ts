/** What the news route files share: their OpenAPI tag and why the reading side is open (security PUBLIC_ROUTES). */
import { ACCESS } from '@noticeboard/shared';

export const NEWS_TAGS = ['news'];

/** Anonymous readers get the shared feeds; a signed-in reader also gets `isSaved` and never sees what they reported. */
export const OPEN_NEWS = ACCESS.open('news is open to everyone (spec §2 open paths)');
