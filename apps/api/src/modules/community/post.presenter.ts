/**
 * The one post presenter: post rows → the contract's posts (feeds, details, lists, moderation queues), with the
 * flags post.policy.ts says the viewer has. Rows read with the viewer's columns (`selectPostsFor`) are presented
 * with no further query; plain rows load their attachments, the viewer's likes and standing in one query each.
 */
import {
  type Attachment,
  COMMUNITY_PATHS,
  ERASED_MEMBER_NAME,
  isErasedCustomUrl,
  type LinkPreview,
  linkPreviewSchema,
  type Post,
  type PostType,
  type PostTypeCounts,
  roleOf,
} from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { childListing, type ListingViewer, shortName } from '../consent/child-listing.policy';
import { PHOTO_ATTACHMENTS, photosShownTo, purposeAllowed } from '../consent/consent-ledger.policy';
import { effectiveStatus } from './approval.policy';
import { moderates } from './member-standing.repository';
import { postPermissions } from './post.policy';
import { type AttachmentRow, attachmentsOf, likedAmong, type PostRow, type ViewerPostRow } from './post.repository';
import { moderatesRow } from './post-visibility';
import { settingsOf } from './settings.repository';

/** Counts per post type (types with no row are 0) and their sum as ALL: the post-type tabs' numbers. */
export function presentTypeCounts(rows: ReadonlyArray<{ postType: PostType; total: number }>): PostTypeCounts {
  const counts: PostTypeCounts = { ALL: 0, PHOTOS: 0, VIDEOS: 0, DOCUMENTS: 0, TEXT: 0 };
  for (const row of rows) {
    counts[row.postType] += row.total;
    counts.ALL += row.total;
  }
  return counts;
}

/** A post stays where it is seen; its child author is named by the consent rule ("A student" when not listed). */
export function authorAs(
  row: Pick<
    PostRow,
    'authorId' | 'authorName' | 'authorCustomUrl' | 'authorType' | 'authorInstituteId' | 'authorDateOfBirth'
  > & { authorCommunityConsent: PostRow['authorCommunityConsent'] },
  viewer: ListingViewer | null,
  now: Date = new Date(),
): { name: string; customUrl: string | null } {
  // An erased person's kept content reads "Former member" and links nowhere (issue 20).
  if (isErasedCustomUrl(row.authorCustomUrl)) return { name: ERASED_MEMBER_NAME, customUrl: null };
  const author = { type: row.authorType, dateOfBirth: row.authorDateOfBirth };
  const listing = childListing(
    {
      ...author,
      id: row.authorId,
      instituteId: row.authorInstituteId,
      communityAllowed: purposeAllowed(author, row.authorCommunityConsent, 'COMMUNITY', now),
    },
    viewer,
    now,
  );
  if (listing === 'FULL') return { name: row.authorName, customUrl: row.authorCustomUrl };
  return { name: listing === 'SHORT' ? shortName(row.authorName) : 'A student', customUrl: null };
}

/** Files are served under `/api/community/files/<storage key>`. */
export const communityFileUrl = (key: string) => `/api${COMMUNITY_PATHS.attachmentFile}/${key}`;

interface StoredVariant {
  key: string;
  width: number;
}

export function presentAttachment(row: AttachmentRow): Attachment {
  const variants = (row.variants as StoredVariant[]).map((variant) => ({
    url: communityFileUrl(variant.key),
    width: variant.width,
  }));
  return {
    id: row.id,
    attachmentType: row.attachmentType,
    attachmentUrl: communityFileUrl(row.storageKey),
    variants,
    width: row.width,
    height: row.height,
    title: row.title,
    relatedImages: (row.relatedKeys as string[]).map(communityFileUrl),
    thumbnail: row.thumbnailKey ? communityFileUrl(row.thumbnailKey) : null,
    bytes: row.bytes,
  };
}

/** A child's pictures leave pages outside their school when their parent withdraws PUBLIC_PHOTOS (documents stay). */
function shownAttachments(row: PostRow, viewer: Actor | null, attachments: AttachmentRow[]): AttachmentRow[] {
  const author = {
    id: row.authorId,
    instituteId: row.authorInstituteId,
    type: row.authorType,
    dateOfBirth: row.authorDateOfBirth,
    photos: row.authorPhotosConsent,
  };
  if (photosShownTo(author, viewer, new Date())) return attachments;
  return attachments.filter((attachment) => !PHOTO_ATTACHMENTS.includes(attachment.attachmentType));
}

export interface PostPresentation {
  attachments: AttachmentRow[];
  liked: boolean;
  /** The caller moderates the post's school. */
  moderator: boolean;
  /** The school lets moderators publish posts to every community. */
  schoolGlobalVisibility: boolean;
}

export function presentPost(row: PostRow, viewer: Actor | null, presentation: PostPresentation): Post {
  const may = postPermissions(viewer, row, presentation);
  // Most posts have no preview: a failed parse builds an error (with a stack) for nothing.
  const preview = row.linkPreview == null ? null : linkPreviewSchema.safeParse(row.linkPreview);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.descriptionHtml,
    category: row.category,
    categorySlug: row.categorySlug,
    topic: row.topic,
    postType: row.postType,
    feedKind: row.feedKind,
    audience: row.audience,
    postVisibility: row.visibility,
    globalvisibility: row.visibility === 'GLOBAL',
    canChangeVisibility: may.canChangeVisibility,
    requestStatus: row.requestStatus,
    attachmentIds: shownAttachments(row, viewer, presentation.attachments).map(presentAttachment),
    linkPreview: preview?.success ? (preview.data as LinkPreview) : null,
    collabId: row.collabId,
    author: {
      id: row.authorId,
      ...authorAs(row, viewer),
      role: roleOf({ type: row.authorType, userType: row.authorUserType }),
      avatarUrl: null,
      institute:
        row.instituteId && row.schoolName && row.schoolCustomUrl
          ? { id: row.instituteId, name: row.schoolName, customUrl: row.schoolCustomUrl }
          : null,
    },
    likesCount: row.likesCount,
    // The spec's "like event": whether this response reflects a like by the caller just now or before.
    likeEvent: presentation.liked,
    liked: presentation.liked,
    commentCount: row.commentCount,
    historyExists: row.historyExists,
    appealAllowed: may.appealAllowed,
    removed: row.removedAt !== null,
    featuredPost: row.featured,
    featuredEntity: row.featured,
    saveMagazineEntity: row.savedToMagazine,
    canEdit: may.canEdit,
    canDelete: may.canDelete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows read by `selectPostsFor` for the same viewer → wire posts, with no further query. */
export function presentViewerPosts(viewer: Actor | null, rows: ViewerPostRow[]): Post[] {
  return rows.map((row) => {
    const moderator = moderatesRow(viewer, row);
    return presentPost(row, viewer, {
      attachments: row.attachments,
      liked: row.liked,
      moderator,
      schoolGlobalVisibility: moderator && row.schoolGlobalVisibility,
    });
  });
}

export interface PresentOptions {
  /** Moderation queues: a PENDING post that waited too long shows as EXPIRED at this time. */
  queueAt?: Date;
}

/**
 * Plain rows → wire posts: attachments and the caller's likes in one query each; whether the caller moderates and
 * the school's global-visibility switch are looked up once, and only for posts of the caller's own school.
 */
export async function presentPosts(
  db: Queryable,
  viewer: Actor | null,
  rows: PostRow[],
  options: PresentOptions = {},
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownSchool = viewer?.instituteId ?? null;
  const hasOwnSchool = ownSchool !== null && rows.some((row) => row.instituteId === ownSchool);
  const [attachments, liked, moderator] = await Promise.all([
    attachmentsOf(db, ids),
    viewer ? likedAmong(db, viewer.id, ids) : new Set<string>(),
    hasOwnSchool ? moderates(db, viewer, ownSchool) : false,
  ]);
  const settings = moderator && ownSchool ? await settingsOf(db, ownSchool) : null;
  return rows.map((row) => {
    const moderatesThis = moderator && row.instituteId === ownSchool;
    const post = presentPost(row, viewer, {
      attachments: attachments.get(row.id) ?? [],
      liked: liked.has(row.id),
      moderator: moderatesThis,
      schoolGlobalVisibility: moderatesThis ? (settings?.globalVisibility ?? false) : false,
    });
    const { queueAt } = options;
    return queueAt ? { ...post, requestStatus: effectiveStatus(row.requestStatus, row.updatedAt, queueAt) } : post;
  });
}
