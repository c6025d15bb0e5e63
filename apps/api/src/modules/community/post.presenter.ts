/** Post rows → the wire shapes of the contract (feeds, details, moderation lists). */
import {
  type Attachment,
  COMMUNITY_PATHS,
  type LinkPreview,
  linkPreviewSchema,
  type Post,
  roleOf,
} from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { childListing, shortName } from '../consent/child-listing.policy';
import type { AttachmentRow, PostRow } from './post.repository';

/** A post stays where it is seen; its child author is named by the consent rule ("A student" when not listed). */
export function authorAs(
  row: Pick<
    PostRow,
    'authorId' | 'authorName' | 'authorCustomUrl' | 'authorType' | 'authorInstituteId' | 'authorDateOfBirth'
  > & { authorConsentStatus: PostRow['authorConsentStatus'] },
  viewer: Actor | null,
): { name: string; customUrl: string | null } {
  const listing = childListing(
    {
      id: row.authorId,
      instituteId: row.authorInstituteId,
      type: row.authorType,
      dateOfBirth: row.authorDateOfBirth,
      consentStatus: row.authorConsentStatus,
    },
    viewer,
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

export interface PostPresentation {
  attachments: AttachmentRow[];
  liked: boolean;
  /** The caller moderates the post's school. */
  moderator: boolean;
  /** The school lets moderators publish posts to every community. */
  schoolGlobalVisibility: boolean;
}

export function presentPost(row: PostRow, viewer: Actor | null, presentation: PostPresentation): Post {
  const own = viewer?.id === row.authorId;
  const preview = linkPreviewSchema.safeParse(row.linkPreview);
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
    canChangeVisibility: presentation.moderator && presentation.schoolGlobalVisibility && !row.removedAt,
    requestStatus: row.requestStatus,
    attachmentIds: presentation.attachments.map(presentAttachment),
    linkPreview: preview.success ? (preview.data as LinkPreview) : null,
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
    appealAllowed: own && (row.requestStatus === 'DECLINED' || row.removedAt !== null) && !row.appealedAt,
    featuredPost: row.featured,
    featuredEntity: row.featured,
    saveMagazineEntity: row.savedToMagazine,
    canEdit: own && !row.removedAt,
    canDelete: (own || presentation.moderator) && !row.removedAt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
