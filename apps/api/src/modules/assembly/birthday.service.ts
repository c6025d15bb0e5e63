/**
 * Today's birthdays of a school (its members only: first name and class, never a date or an age, students only as
 * consent allows, staff only when they share), wishes from classmates and teachers (a short message, moderated as
 * comments are, or a sticker; once per sender and birthday), the birthday person's own wishes, and staff sharing.
 */
import {
  ASSEMBLY_MESSAGES,
  BIRTHDAY_STICKER_LABELS,
  BIRTHDAY_STICKERS,
  type BirthdaySticker,
  type Birthdays,
  type MyWishes,
  type PersonWishes,
  type Wish,
  type WishBody,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { moderates } from '../community/member-standing.repository';
import type { WritingCheck } from '../community/post-rules';
import { firstName } from '../consent/consent.policy';
import type { Clock } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { userNameOf } from '../user/user.repository';
import { isMemberOf, isStaff, mayWish } from './assembly.policy';
import { findSettings } from './assembly.repository';
import { settingsOf } from './assembly-defaults';
import { localDayOf } from './assembly-schedule';
import {
  findWish,
  insertWish,
  peopleBornOn,
  personOfSchool,
  removeWish,
  setSharesBirthday,
  sharesBirthday,
  wishesTo,
  wishTallies,
} from './birthday.repository';
import { birthdayMonthDays, birthdayShown, classLabelOf, isBirthdayOn } from './birthday-rules';

const isSticker = (value: string | null): value is BirthdaySticker =>
  value !== null && (BIRTHDAY_STICKERS as readonly string[]).includes(value);

function presentWish(row: Awaited<ReturnType<typeof wishesTo>>[number]): Wish {
  return {
    id: row.id,
    fromName: row.senderType === 'INSTITUTE' ? row.senderName : firstName(row.senderName),
    fromLabel:
      row.senderType === 'INSTITUTE'
        ? 'Your school'
        : classLabelOf({ type: row.senderType, studentClass: row.senderClass, section: row.senderSection }),
    message: row.message,
    sticker: isSticker(row.sticker) ? row.sticker : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export class BirthdayService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly assertMayWrite: WritingCheck,
    private readonly notifications: NotificationService,
  ) {}

  /** The caller's own school's birthdays today; nothing when the school turned them off. */
  async today(actor: Actor): Promise<Birthdays> {
    const { instituteId, day, enabled } = await this.schoolDay(actor);
    const canModerate = await moderates(this.db, actor, instituteId);
    if (!enabled) return { enabled: false, day, people: [], canWish: false, canModerate };
    const now = this.clock.now();
    const born = (await peopleBornOn(this.db, instituteId, birthdayMonthDays(day))).filter((person) =>
      birthdayShown(person, now),
    );
    const tallies = await wishTallies(
      this.db,
      instituteId,
      day,
      born.map((person) => person.id),
      actor.id,
    );
    return {
      enabled: true,
      day,
      canWish: mayWish(actor, instituteId),
      canModerate,
      people: born.map((person) => ({
        userId: person.id,
        firstName: firstName(person.name),
        classLabel: classLabelOf(person),
        isMe: person.id === actor.id,
        wishedByMe: tallies.get(person.id)?.mine ?? false,
        wishCount: tallies.get(person.id)?.count ?? 0,
      })),
    };
  }

  async wish(actor: Actor, recipientId: string, body: WishBody): Promise<void> {
    const { instituteId, day, enabled } = await this.schoolDay(actor);
    if (!enabled) throw new AppError('FORBIDDEN', ASSEMBLY_MESSAGES.birthdaysOff);
    if (!mayWish(actor, instituteId)) throw forbidden();
    if (recipientId === actor.id) throw badRequest(ASSEMBLY_MESSAGES.ownWish);
    // Another school's person, or someone whose birthday may not be shown, is not found.
    const recipient = await personOfSchool(this.db, instituteId, recipientId);
    const now = this.clock.now();
    if (!recipient || !birthdayShown(recipient, now)) throw notFound('Person not found');
    if (!recipient.dateOfBirth || !isBirthdayOn(recipient.dateOfBirth, day)) {
      throw conflict(ASSEMBLY_MESSAGES.notTheirBirthday);
    }
    // The comment rule: restricted members and students without consent do not write.
    await this.assertMayWrite(this.db, actor, 'comment');
    await this.db.transaction(async (tx) => {
      const id = await insertWish(tx, {
        instituteId,
        recipientId,
        senderId: actor.id,
        day,
        message: body.message || null,
        sticker: body.sticker ?? null,
      });
      if (!id) throw conflict(ASSEMBLY_MESSAGES.alreadyWished);
      // The birthday person hears of it in the bell, within the school (first names only, as on the card).
      await this.notifications.notify(tx, {
        kind: 'BIRTHDAY_WISH',
        recipientId,
        instituteId,
        actorId: actor.id,
        wish: {
          fromFirstName: firstName(await userNameOf(tx, actor.id)),
          text: body.message || (body.sticker ? BIRTHDAY_STICKER_LABELS[body.sticker].label : ''),
          path: '/home',
        },
      });
    });
  }

  /** The caller's wishes of today (their birthday as the school shows it). */
  async mine(actor: Actor): Promise<MyWishes> {
    if (!actor.instituteId) return { birthdayToday: false, wishes: [] };
    const { instituteId, day, enabled } = await this.schoolDay(actor);
    const me = await personOfSchool(this.db, instituteId, actor.id);
    const birthdayToday =
      enabled &&
      me !== undefined &&
      me.dateOfBirth !== null &&
      isBirthdayOn(me.dateOfBirth, day) &&
      birthdayShown(me, this.clock.now());
    if (!birthdayToday) return { birthdayToday: false, wishes: [] };
    const rows = await wishesTo(this.db, instituteId, actor.id, day);
    return { birthdayToday: true, wishes: rows.map(presentWish) };
  }

  /** A birthday person's wishes of today, for the school's moderators (to read what was sent, and remove it). */
  async personWishes(actor: Actor, userId: string): Promise<PersonWishes> {
    const { instituteId, day } = await this.schoolDay(actor);
    if (!(await moderates(this.db, actor, instituteId))) throw forbidden();
    // Another school's person is not found, as everywhere else in the birthdays.
    if (!(await personOfSchool(this.db, instituteId, userId))) throw notFound('Person not found');
    return { wishes: (await wishesTo(this.db, instituteId, userId, day)).map(presentWish) };
  }

  /**
   * Removed, as a comment is, by the birthday person or the school's moderators (its account, admins and approval
   * committee). Anyone else, and another school's moderator, finds no such wish.
   */
  async removeWish(actor: Actor, wishId: string): Promise<void> {
    const instituteId = actor.instituteId;
    const wish = instituteId ? await findWish(this.db, instituteId, wishId) : undefined;
    if (!wish || !instituteId) throw notFound(ASSEMBLY_MESSAGES.wishNotFound);
    if (wish.recipientId !== actor.id && !(await moderates(this.db, actor, instituteId))) {
      throw notFound(ASSEMBLY_MESSAGES.wishNotFound);
    }
    const removed = await this.db.transaction((tx) => removeWish(tx, wish, this.clock.now()));
    if (!removed) throw notFound(ASSEMBLY_MESSAGES.wishNotFound);
  }

  async sharing(actor: Actor): Promise<{ shareBirthday: boolean }> {
    if (!isStaff(actor)) throw forbidden();
    return { shareBirthday: await sharesBirthday(this.db, actor.id) };
  }

  async setSharing(actor: Actor, share: boolean): Promise<{ shareBirthday: boolean }> {
    if (!isStaff(actor)) throw forbidden();
    await setSharesBirthday(this.db, actor.id, share);
    return { shareBirthday: share };
  }

  private async schoolDay(actor: Actor) {
    const instituteId = actor.instituteId;
    if (!instituteId || !isMemberOf(actor, instituteId)) throw forbidden();
    const row = await findSettings(this.db, instituteId);
    const settings = settingsOf(row);
    return {
      instituteId,
      day: localDayOf(this.clock.now(), settings.timeZone),
      // Birthdays follow their own switch, shown even before the school sets up its assembly bulletin.
      enabled: settings.birthdaysEnabled,
    };
  }
}
