/**
 * Face verification (issue 18 §3). A student enrols one reference picture, only with consent for this purpose;
 * the server analyses every picture itself (the device's verdict is kept beside it, never trusted) and compares
 * descriptors against FACE_MATCH_THRESHOLD. Check pictures are kept only when a check did not pass, for the school's
 * review, and deleted FACE_PICTURE_RETENTION_DAYS after it. A flagged attempt goes on; the school approves it or
 * rejects it with a reason (then it is not scored and the student is told). Without consent a teacher attests.
 */
import { randomUUID } from 'node:crypto';
import {
  ASSIGNMENT_TYPE_LABELS,
  FACE_MESSAGES,
  FACE_START_TRIES,
  type FaceAttest,
  type FaceCheckFields,
  type FaceCheckResult,
  type FaceEnrolment,
  type FaceOutcome,
  type FaceReviewDecision,
  type FaceReviewItem,
  type FaceReviewsQuery,
  type IdentityCheck,
} from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { FileStorage } from '../../../lib/storage';
import type { Actor } from '../../../plugins/auth';
import type { Clock } from '../../module';
import type { NotificationService } from '../../notification/notification.service';
import { mayDecideIdentity } from '../assessment.policy';
import { faceConsentOf } from './face.policy';
import { presentReviewItem } from './face.presenter';
import {
  assignmentInSchool,
  attemptForCheck,
  attemptForReview,
  checkPictureOf,
  checksOfAttempts,
  closeChecksOf,
  consentFactsOf,
  deleteEnrolment,
  enrolmentOf,
  failedStartChecks,
  forgetPicture,
  insertFaceCheck,
  moveIdentity,
  picturesToDelete,
  reviewPage,
  saveEnrolment,
} from './face.repository';
import { type FaceAnalysis, FaceAnalysisError } from './face-analyser';
import { euclideanDistance, faceOutcome } from './face-outcome';

/** What the service needs of the analyser (FaceAnalyser; one worker per process). */
export interface FaceAnalysing {
  analyse(image: Buffer): Promise<FaceAnalysis>;
}

export interface FaceSettings {
  matchThreshold: number;
  pictureRetentionDays: number;
}

const DAY_MS = 86_400_000;

/** The words a child reads after a check, by the server's verdict. */
const OUTCOME_WORDS: Record<FaceOutcome, string> = {
  PASS: 'Thank you, that is you. You can start now.',
  FAIL: "That picture didn't match the one you enrolled. Face the camera in good light and try again.",
  NO_FACE: "We couldn't see your face. Move into the light, look at the camera and try again.",
  MULTIPLE_FACES: 'Only you should be in the picture. Please make sure no one else is in view and try again.',
};
const FLAGGED_WORDS = 'You can go on. Your school will look at the pictures and may ask you about them.';

/** Identity states in which a check at the start may still be taken. */
const BEFORE_START: readonly IdentityCheck[] = ['PENDING'];
/** Identity states of an attempt under way whose checks during it are taken. */
const UNDER_WAY: readonly IdentityCheck[] = ['VERIFIED', 'FLAGGED', 'APPROVED'];

export class FaceService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly analyser: FaceAnalysing,
    private readonly settings: FaceSettings,
    private readonly notifications: NotificationService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enrolment(actor: Actor): Promise<FaceEnrolment> {
    const facts = await consentFactsOf(this.db, actor.id);
    if (!facts) throw notFound();
    const row = await enrolmentOf(this.db, actor.id);
    return {
      enrolled: row !== null,
      enrolledAt: row?.enrolledAt.toISOString() ?? null,
      consent: faceConsentOf(facts, this.clock.now()),
    };
  }

  /** Enrols (or replaces) the student's reference picture: exactly one face, with consent for this purpose. */
  async enrol(actor: Actor, picture: Buffer, selfConsent: boolean): Promise<FaceEnrolment> {
    const facts = await consentFactsOf(this.db, actor.id);
    if (!facts?.instituteId) throw notFound();
    const consent = faceConsentOf(facts, this.clock.now());
    if (consent === 'NONE') {
      throw new AppError(
        'FACE_CONSENT_REQUIRED',
        "Face checks need your parent's permission first. Until then your teacher will confirm it's you.",
      );
    }
    if (consent === 'ADULT' && !selfConsent) {
      throw badRequest('Tick the box to agree to face checks', [{ field: 'selfConsent', message: 'Required' }]);
    }
    const prepared = await this.prepare(picture);
    const analysis = await this.analyse(prepared);
    if (analysis.faceCount !== 1 || !analysis.descriptor) {
      const outcome = analysis.faceCount === 0 ? 'NO_FACE' : 'MULTIPLE_FACES';
      throw badRequest(OUTCOME_WORDS[outcome], [{ field: 'picture', message: outcome }]);
    }
    const pictureKey = `face/${facts.instituteId}/reference-${randomUUID()}.jpg`;
    await this.storage.put(pictureKey, prepared);
    const enrolledAt = this.clock.now();
    let replaced: string | null = null;
    try {
      replaced = await this.db.transaction((tx) =>
        saveEnrolment(tx, {
          candidateId: actor.id,
          instituteId: facts.instituteId as string,
          descriptor: analysis.descriptor as number[],
          pictureKey,
          enrolledAt,
        }),
      );
    } catch (error) {
      await this.removeQuietly(pictureKey);
      throw error;
    }
    if (replaced) await this.removeQuietly(replaced);
    return { enrolled: true, enrolledAt: enrolledAt.toISOString(), consent };
  }

  /** Withdraws the enrolment: the descriptor and the reference picture are deleted at once. */
  async withdraw(actor: Actor): Promise<FaceEnrolment> {
    const pictureKey = await this.db.transaction((tx) => deleteEnrolment(tx, actor.id));
    if (pictureKey) await this.removeQuietly(pictureKey);
    return this.enrolment(actor);
  }

  async check(actor: Actor, customUrl: string, picture: Buffer, fields: FaceCheckFields): Promise<FaceCheckResult> {
    const attempt = await attemptForCheck(this.db, customUrl, actor.id);
    if (!attempt || attempt.instituteId !== actor.instituteId) {
      if (actor.instituteId && (await assignmentInSchool(this.db, customUrl, actor.instituteId))) {
        throw conflict('Open the assessment and start it first');
      }
      throw notFound();
    }
    if (!attempt.faceCheckRequired) throw conflict('This assessment has no face check');
    if (attempt.status !== 'IN_PROGRESS')
      throw new AppError('ASSIGNMENT_ALREADY_SUBMITTED', 'This attempt is finished');
    const allowed = fields.stage === 'START' ? BEFORE_START : UNDER_WAY;
    if (!allowed.includes(attempt.identityCheck)) {
      throw conflict(
        fields.stage === 'START' ? 'Your face check is already done' : 'This attempt has no face checks under way',
      );
    }
    const enrolment = await enrolmentOf(this.db, actor.id);
    if (!enrolment) throw new AppError('FACE_VERIFICATION_REQUIRED', FACE_MESSAGES.verificationRequired);

    const prepared = await this.prepare(picture);
    const analysis = await this.analyse(prepared);
    const distance = analysis.descriptor ? euclideanDistance(analysis.descriptor, enrolment.descriptor) : null;
    const outcome = faceOutcome({ faceCount: analysis.faceCount, distance, threshold: this.settings.matchThreshold });
    const pictureKey = outcome === 'PASS' ? null : `face/${attempt.instituteId}/check-${randomUUID()}.jpg`;
    if (pictureKey) await this.storage.put(pictureKey, prepared);

    const now = this.clock.now();
    const failedBefore = fields.stage === 'START' ? await failedStartChecks(this.db, attempt.attemptId) : 0;
    const result = await this.db.transaction(async (tx) => {
      await insertFaceCheck(tx, {
        attemptId: attempt.attemptId,
        instituteId: attempt.instituteId,
        candidateId: actor.id,
        stage: fields.stage,
        outcome,
        deviceOutcome: fields.deviceOutcome ?? null,
        distance,
        pictureKey,
        createdAt: now,
      });
      return this.settle(tx, attempt.attemptId, attempt.identityCheck, fields.stage, outcome, failedBefore);
    });
    return result;
  }

  /** The attempt's identity after a check, and what the child is told. */
  private async settle(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    attemptId: string,
    current: IdentityCheck,
    stage: FaceCheckFields['stage'],
    outcome: FaceOutcome,
    failedBefore: number,
  ): Promise<FaceCheckResult> {
    if (stage === 'DURING') {
      // A failed check during the attempt flags it; the attempt goes on either way.
      if (outcome !== 'PASS' && current !== 'FLAGGED') await moveIdentity(tx, attemptId, UNDER_WAY, 'FLAGGED');
      const identityCheck = outcome === 'PASS' ? current : 'FLAGGED';
      return {
        outcome,
        identityCheck,
        triesLeft: 0,
        mayContinue: true,
        message: outcome === 'PASS' ? 'Thank you.' : FLAGGED_WORDS,
      };
    }
    if (outcome === 'PASS') {
      await moveIdentity(tx, attemptId, BEFORE_START, failedBefore > 0 ? 'FLAGGED' : 'VERIFIED');
      const identityCheck = failedBefore > 0 ? 'FLAGGED' : 'VERIFIED';
      return { outcome, identityCheck, triesLeft: 0, mayContinue: true, message: OUTCOME_WORDS.PASS };
    }
    const triesLeft = Math.max(0, FACE_START_TRIES - failedBefore - 1);
    if (triesLeft > 0) {
      return { outcome, identityCheck: 'PENDING', triesLeft, mayContinue: false, message: OUTCOME_WORDS[outcome] };
    }
    await moveIdentity(tx, attemptId, BEFORE_START, 'FLAGGED');
    return { outcome, identityCheck: 'FLAGGED', triesLeft: 0, mayContinue: true, message: FLAGGED_WORDS };
  }

  async reviews(actor: Actor, query: FaceReviewsQuery): Promise<Page<FaceReviewItem>> {
    if (!actor.instituteId) throw forbidden();
    const scope = {
      instituteId: actor.instituteId,
      authorId: actor.role === 'FACULTY' ? actor.id : null,
      kind: query.kind,
      assignmentCode: query.assignmentCode,
    };
    const { rows, total } = await reviewPage(this.db, scope, query.size, offsetOf(query));
    const checks = await checksOfAttempts(
      this.db,
      rows.map((row) => row.attemptId),
    );
    return pageFrom(
      rows.map((row) =>
        presentReviewItem(
          row,
          checks.filter((check) => check.attemptId === row.attemptId),
        ),
      ),
      query,
      total,
    );
  }

  /** Approve or reject a flagged attempt; a rejection un-scores it and tells the student why. */
  async decide(actor: Actor, attemptId: string, body: FaceReviewDecision): Promise<void> {
    const attempt = await this.attemptToDecide(actor, attemptId);
    if (attempt.identityCheck !== 'FLAGGED') throw conflict('This attempt is not waiting for a review');
    const now = this.clock.now();
    const state = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const reason = body.reason || null;
    await this.db.transaction(async (tx) => {
      if (!(await moveIdentity(tx, attemptId, ['FLAGGED'], state, { by: actor.id, at: now, note: reason }))) {
        throw conflict('This attempt was decided meanwhile');
      }
      const deleteAfter = new Date(now.getTime() + this.settings.pictureRetentionDays * DAY_MS);
      await closeChecksOf(tx, attemptId, state, { by: actor.id, at: now, reason, deleteAfter });
      if (state === 'REJECTED') {
        await this.notifications.notify(tx, {
          kind: 'ASSIGNMENT_REJECTED',
          recipientId: attempt.candidateId,
          instituteId: attempt.instituteId,
          actorId: actor.id,
          assignment: {
            title: attempt.title,
            kindLabel: ASSIGNMENT_TYPE_LABELS[attempt.type].toLowerCase(),
            path: `/assessment-details/${attempt.code}`,
          },
          reason: body.reason,
        });
      }
    });
  }

  /** A teacher confirms who took an attempt that waits for it (no consent for face checks, or no camera). */
  async attest(actor: Actor, attemptId: string, body: FaceAttest): Promise<void> {
    await this.attemptToDecide(actor, attemptId);
    const moved = await this.db.transaction((tx) =>
      moveIdentity(tx, attemptId, ['PENDING'], 'ATTESTED', {
        by: actor.id,
        at: this.clock.now(),
        note: body.note || null,
      }),
    );
    if (!moved) throw conflict('This attempt is not waiting for a teacher to confirm it');
  }

  /** The key of a kept check picture the actor may see. */
  async checkPicture(actor: Actor, checkId: string): Promise<string> {
    const row = await checkPictureOf(this.db, checkId);
    if (!row || !mayDecideIdentity(actor, { instituteId: row.instituteId, createdBy: row.createdBy })) {
      throw notFound();
    }
    if (!row.pictureKey) throw notFound('This picture has been deleted');
    return row.pictureKey;
  }

  async referencePicture(actor: Actor, attemptId: string): Promise<string> {
    const attempt = await this.attemptToDecide(actor, attemptId);
    const enrolment = await enrolmentOf(this.db, attempt.candidateId);
    if (!enrolment?.pictureKey) throw notFound('No reference picture');
    return enrolment.pictureKey;
  }

  /** Deletes kept check pictures past their time (the retention job); answers how many went. */
  async deleteExpiredPictures(batch = 200): Promise<number> {
    const due = await picturesToDelete(this.db, this.clock.now(), batch);
    for (const row of due) {
      // The row forgets the key first: a crash after it leaves an orphan file, never a key without a file.
      await this.db.transaction((tx) => forgetPicture(tx, row.id));
      if (row.pictureKey) await this.removeQuietly(row.pictureKey);
    }
    return due.length;
  }

  private async attemptToDecide(actor: Actor, attemptId: string) {
    const attempt = await attemptForReview(this.db, attemptId);
    if (!attempt || !mayDecideIdentity(actor, { instituteId: attempt.instituteId, createdBy: attempt.createdBy })) {
      throw notFound();
    }
    return attempt;
  }

  /** Upright, at most 640 px, JPEG, every metadata block (EXIF, GPS) dropped: what is analysed and kept. */
  private async prepare(picture: Buffer): Promise<Buffer> {
    try {
      return await sharp(picture, { limitInputPixels: 50_000_000, failOn: 'error' })
        .rotate()
        .resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      throw badRequest('Send a photo (JPEG, PNG or WebP)', [{ field: 'picture', message: 'Not a picture' }]);
    }
  }

  private async analyse(picture: Buffer): Promise<FaceAnalysis> {
    try {
      return await this.analyser.analyse(picture);
    } catch (error) {
      if (error instanceof FaceAnalysisError) {
        if (error.reason === 'unreadable') {
          throw badRequest('Send a photo (JPEG, PNG or WebP)', [{ field: 'picture', message: 'Not a picture' }]);
        }
        throw new AppError('UNAVAILABLE', 'Face checks are busy right now. Please try again in a moment.', {
          retryAfterSeconds: 5,
        });
      }
      throw error;
    }
  }

  private async removeQuietly(key: string): Promise<void> {
    try {
      await this.storage.remove(key);
    } catch (error) {
      this.log.warn({ err: error, key }, 'face picture not removed');
    }
  }
}
