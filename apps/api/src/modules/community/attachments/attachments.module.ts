/**
 * Composition root of the community's files: uploads, serving them, link previews (one cache, which the posts
 * use too: exported as `linkPreviews`) and the hourly removal of uploads never attached to a post.
 */
import type { Infrastructure, Module } from '../../module';
import { writingCheckOn } from '../post-rules';
import { attachmentCleanupJobs } from './cleanup.job';
import { fileRoutes } from './file.routes';
import { AttachmentFileService } from './file.service';
import { encodePhoto, ImageUnreadable } from './image-variants';
import { linkPreviewRoutes } from './link-preview.routes';
import { LinkPreviewService } from './link-preview.service';
import { uploadRoutes } from './upload.routes';
import { readUpload, UploadService } from './upload.service';

export interface AttachmentsExports {
  /** One cache of link previews for the composer's preview and the posts that keep one. */
  linkPreviews: LinkPreviewService;
  /** The uploads' checks for files other modules keep (profiles): the type from the bytes, the size limit, photos re-encoded without metadata. */
  pipeline: UploadPipeline;
}

export interface UploadPipeline {
  read: typeof readUpload;
  encodePhoto: typeof encodePhoto;
  /** The bytes claimed to be a photo but could not be decoded. */
  isUnreadable(error: unknown): boolean;
}

/** The upload pipeline (also for code outside the app, such as an operator's command line). */
export const uploadPipeline: UploadPipeline = {
  read: readUpload,
  encodePhoto,
  isUnreadable: (error) => error instanceof ImageUnreadable,
};

export function createAttachmentsModule(infra: Infrastructure): Module<AttachmentsExports> {
  const { config, db, storage, clock } = infra;
  const uploads = new UploadService(db, storage, writingCheckOn(clock));
  const files = new AttachmentFileService(db);
  const linkPreviews = new LinkPreviewService({ allowPrivate: config.outboundAllowPrivate, storage });
  return {
    name: 'attachments',
    routes: (app) => {
      uploadRoutes(app, { uploads });
      fileRoutes(app, { files, storage });
      linkPreviewRoutes(app, { linkPreviews, storage });
    },
    jobs: attachmentCleanupJobs(infra),
    exports: { linkPreviews, pipeline: uploadPipeline },
  };
}
