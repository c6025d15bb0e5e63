/**
 * Demo notifications: the demo student (student@demo.test) opens the app to a bell that is not empty — read from
 * the demo rows the community and quiz seeders wrote (their newest approved post, their declined one, the newest
 * comment a classmate left on one of their posts), worded by the same notificationText as live events. Runs after
 * the community, forum and collab seeders. Only what the demo holds is announced; nothing is made up.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, postComments, posts, users } from '../../db/schema';
import { childListing, shortName } from '../consent/child-listing.policy';
import { consentAllowsSql } from '../consent/consent-ledger.repository';
import { type NotificationEvent, notificationText } from './notification.messages';
import { insertNotifications } from './notification.repository';

const DEMO_STUDENT = 'student@demo.test';

export async function seedNotificationDemo(db: Db): Promise<void> {
  const [student] = await db
    .select({ id: users.id, instituteId: users.instituteId })
    .from(users)
    .where(eq(users.email, DEMO_STUDENT))
    .limit(1);
  if (!student) return;
  const [already] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, student.id))
    .limit(1);
  if (already) return;
  const own = (status: 'PUBLISHED' | 'DECLINED') =>
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        feedKind: posts.feedKind,
        title: posts.title,
        text: posts.descriptionText,
        visibility: posts.visibility,
        audience: posts.audience,
        at: posts.updatedAt,
      })
      .from(posts)
      .where(and(eq(posts.authorId, student.id), eq(posts.requestStatus, status), isNull(posts.removedAt)))
      .orderBy(desc(posts.updatedAt))
      .limit(1);
  const [approved] = await own('PUBLISHED');
  const [declined] = await own('DECLINED');
  const [comment] = await db
    .select({
      text: postComments.text,
      at: postComments.createdAt,
      slug: posts.slug,
      feedKind: posts.feedKind,
      commenter: {
        id: users.id,
        name: users.name,
        type: users.type,
        instituteId: users.instituteId,
        dateOfBirth: users.dateOfBirth,
        communityAllowed: consentAllowsSql('COMMUNITY', new Date()).mapWith(Boolean),
      },
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(and(eq(posts.authorId, student.id), ne(postComments.authorId, student.id), isNull(postComments.deletedAt)))
    .orderBy(desc(postComments.createdAt))
    .limit(1);

  const base = { recipientId: student.id, instituteId: student.instituteId, actorId: null };
  // Each dated when its event happened in the demo (unread, so the bell has a number on first look).
  const events: Array<{ event: NotificationEvent; at: Date }> = [];
  if (comment) {
    const post = { slug: comment.slug, feedKind: comment.feedKind, title: null, text: '' };
    // Named as the student may see them (a child of another school by the consent rule).
    const listing = childListing(comment.commenter, { id: student.id, instituteId: student.instituteId });
    const commenterName =
      listing === 'FULL'
        ? comment.commenter.name
        : listing === 'SHORT'
          ? shortName(comment.commenter.name)
          : 'A student';
    events.push({
      event: { ...base, kind: 'COMMENT', post, commenterName, comment: comment.text },
      at: comment.at,
    });
  }
  if (approved) {
    const everyone = approved.visibility === 'GLOBAL' && approved.audience === 'EVERYONE';
    events.push({ event: { ...base, kind: 'POST_APPROVED', post: approved, everyone }, at: approved.at });
  }
  if (declined) events.push({ event: { ...base, kind: 'POST_DECLINED', post: declined }, at: declined.at });

  await insertNotifications(
    db,
    events.map(({ event, at }) => {
      const { kind, title, body, linkPath } = notificationText(event);
      return {
        recipientId: event.recipientId,
        instituteId: event.instituteId,
        kind,
        title,
        body,
        linkPath,
        createdAt: at,
      };
    }),
  );
}
