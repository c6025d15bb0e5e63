/** Serving attachment files: the key must be one an attachment row names, and the caller must be allowed. */
import { ATTACHMENT_MESSAGES } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { consentAllows } from '../../consent/consent-ledger.repository';
import { findPostScope } from '../post.repository';
import { moderatesRow } from '../post-visibility';
import { mayReadAttachment } from './attachment.policy';
import { findAttachment } from './attachment.repository';
import { attachmentIdOfKey, contentTypeOf } from './attachment-keys';

export interface ServableFile {
  key: string;
  contentType: string;
  /** Set for files a browser must save rather than open (PDFs can carry script): the name to save as. */
  downloadName: string | null;
}

/** Images and videos only display; anything else a member uploaded is handed over as a file. */
const DISPLAYED = /^(image|video)\//;

export class AttachmentFileService {
  constructor(private readonly db: Db) {}

  /** The file to send, or 404 (never 403: a file another school keeps private does not exist for the caller). */
  async resolve(viewer: Actor | null, key: string): Promise<ServableFile> {
    const id = attachmentIdOfKey(key);
    const row = id ? await findAttachment(this.db, id) : undefined;
    const contentType = row ? contentTypeOf(row, key) : null;
    if (!row || !contentType) throw notFound(ATTACHMENT_MESSAGES.fileNotFound);
    // The post's scope and the caller's committee seat in one prepared statement, as likes and comments read them.
    const post = row.postId ? await findPostScope(this.db, viewer, row.postId) : undefined;
    const moderator = post ? moderatesRow(viewer, post) : false;
    if (!mayReadAttachment(viewer, row, post, moderator)) throw notFound(ATTACHMENT_MESSAGES.fileNotFound);
    if (post && DISPLAYED.test(contentType) && !(await this.photoShown(viewer, post))) {
      throw notFound(ATTACHMENT_MESSAGES.fileNotFound);
    }
    const download = key === row.storageKey && !DISPLAYED.test(contentType);
    return { key, contentType, downloadName: download ? downloadNameOf(row.title, key) : null };
  }

  private async photoShown(viewer: Actor | null, post: { authorId: string; instituteId: string | null }) {
    if (viewer && viewer.id === post.authorId) return true;
    if (viewer?.instituteId && viewer.instituteId === post.instituteId) return true;
    return photoShownOutside(this.db, post.authorId);
  }
}

/** Outside the author's school a picture is served only while the ledger allows PUBLIC_PHOTOS (asked only then). */
async function photoShownOutside(db: Db, authorId: string): Promise<boolean> {
  return consentAllows(db, authorId, 'PUBLIC_PHOTOS');
}

/** The upload's own name (its title) with the stored file's extension, e.g. `Science fair.pdf`. */
function downloadNameOf(title: string | null, key: string): string {
  return `${title ?? 'document'}${key.slice(key.lastIndexOf('.'))}`;
}
