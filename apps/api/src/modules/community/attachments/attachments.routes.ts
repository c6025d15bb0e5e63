/** The community's files: uploads, serving, and link previews (one entry in ROUTE_MODULES). */
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { fileRoutes } from './file.routes';
import { linkPreviewRoutes, previewImageRoutes } from './link-preview.routes';
import { uploadRoutes } from './upload.routes';

export function communityAttachmentRoutes(app: App, deps: RouteDeps): void {
  uploadRoutes(app, deps);
  fileRoutes(app, deps);
  linkPreviewRoutes(app, deps);
  previewImageRoutes(app, deps);
}
