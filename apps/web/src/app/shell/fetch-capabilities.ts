/** The capabilities call, loaded when first needed: its schema (and Zod) stay out of every visitor's first load. */
import { HOME_PATHS, type HomeCapabilities, homeCapabilitiesSchema } from '@noticeboard/shared';
import { get } from '../../lib/http';

export const fetchCapabilities = (): Promise<HomeCapabilities> => get(HOME_PATHS.capabilities, homeCapabilitiesSchema);
