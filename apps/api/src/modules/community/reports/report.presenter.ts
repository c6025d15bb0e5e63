/** Post rows of a moderation list → contract posts, loading attachments, the viewer's likes and school settings. */
import type { Post } from '@noticeboard/shared';
import type { Queryable } from '../../../db/client';
import type { Actor } from '../../../plugins/auth';
import { presentPost } from '../post.presenter';
import { attachmentsOf, likedAmong, type PostRow } from '../post.repository';
import { schoolGlobalVisibility } from './report.repository';

/** `moderator`: the viewer moderates these posts' school (every moderation list is one school's). */
export async function presentPostsFor(
  db: Queryable,
  viewer: Actor,
  rows: PostRow[],
  moderator: boolean,
): Promise<Map<string, Post>> {
  const ids = rows.map((row) => row.id);
  const [attachments, liked, globalVisibility] = await Promise.all([
    attachmentsOf(db, ids),
    likedAmong(db, viewer.id, ids),
    schoolGlobalVisibility(db, viewer.instituteId),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      presentPost(row, viewer, {
        attachments: attachments.get(row.id) ?? [],
        liked: liked.has(row.id),
        moderator,
        schoolGlobalVisibility: globalVisibility,
      }),
    ]),
  );
}
