/**
 * Class join links: the school account makes, lists and revokes them; a person opens one, sends their details, and
 * joins at once or when the school approves. The account is made by the same services the school's own "add a
 * student" and "add a member" use (seats, duplicate emails, a minor's parent consent request, the history), with
 * the password the person chose; their email then confirms the address before they can sign in.
 */
import {
  type CreateJoinLinkBody,
  createJoinLinkBodySchema,
  currentPolicyVersions,
  JOIN_LINK_MESSAGES,
  type JoinLink,
  type JoinLinkPreview,
  type JoinRegistrationBody,
  type JoinRegistrationResult,
  type JoinRequest,
  type JoinRequestStatus,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { hashPassword, newOpaqueToken } from '../../lib/crypto';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import type { AcademicService } from '../academic/academic.service';
import { recordAudit } from '../audit/audit.repository';
import type { CandidateService } from '../candidate/candidate.service';
import { needsConsent } from '../consent/consent.policy';
import type { InstituteService } from '../institute/institute.service';
import type { Clock } from '../module';
import { recordAcceptances } from '../policy/policy.repository';
import { onUniqueViolation } from '../team/unique-violation';
import { emailExists } from '../user/user.repository';
import { joinDeclinedMail } from './join-link.mails';
import { joinLinkScopeOf, linkState } from './join-link.policy';
import { presentJoinLink, presentJoinRequest, presentPreview } from './join-link.presenter';
import * as repo from './join-link.repository';

const DAY_MS = 86_400_000;

const linkExpired = (): AppError => new AppError('LINK_EXPIRED', JOIN_LINK_MESSAGES.expired);
const emailTaken = () =>
  conflict('An account with this email already exists', [
    { field: 'email', message: 'An account with this email already exists' },
  ]);
const pendingAlready = () =>
  conflict(JOIN_LINK_MESSAGES.pendingAlready, [{ field: 'email', message: JOIN_LINK_MESSAGES.pendingAlready }]);

export interface JoinLinkServices {
  students: Pick<CandidateService, 'add'>;
  institutes: Pick<InstituteService, 'addMember'>;
  academic: Pick<AcademicService, 'studentClassList'>;
}

export class JoinLinkService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly services: JoinLinkServices,
  ) {}

  async list(actor: Actor): Promise<JoinLink[]> {
    const now = this.clock.now();
    return (await repo.listJoinLinks(this.db, joinLinkScopeOf(actor))).map((row) =>
      presentJoinLink(row, this.publicUrl, now),
    );
  }

  async create(actor: Actor, input: CreateJoinLinkBody): Promise<JoinLink> {
    const instituteId = joinLinkScopeOf(actor);
    const body = createJoinLinkBodySchema.parse(input);
    if (body.studentClass !== null) {
      const runs = (await this.services.academic.studentClassList(actor)).find(
        (entry) => entry.studentClass === body.studentClass,
      );
      if (!runs || (body.section !== null && body.section !== 'NA' && !runs.sectionTypes.includes(body.section))) {
        throw badRequest(JOIN_LINK_MESSAGES.classNotRun, [
          { field: body.section && runs ? 'section' : 'studentClass', message: JOIN_LINK_MESSAGES.classNotRun },
        ]);
      }
    }
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const link = await repo.insertJoinLink(tx, {
        instituteId,
        slug: newOpaqueToken(),
        role: body.role,
        studentClass: body.studentClass,
        section: body.studentClass === null ? null : body.section,
        needsApproval: body.needsApproval,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
        maxUses: body.maxUses,
        createdBy: actor.id,
      });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'join_link.created',
        entityType: 'join_link',
        entityId: link.id,
        summary: `Made a join link for ${body.role === 'CANDIDATE' ? 'students' : 'teachers'}`,
        data: {
          studentClass: body.studentClass,
          section: body.section,
          needsApproval: body.needsApproval,
          maxUses: body.maxUses,
        },
      });
      return link;
    });
    return presentJoinLink({ ...row, pending: 0 }, this.publicUrl, now);
  }

  async revoke(actor: Actor, id: string): Promise<void> {
    const instituteId = joinLinkScopeOf(actor);
    const link = await repo.findJoinLink(this.db, instituteId, id);
    if (!link) throw notFound('Join link not found');
    await this.db.transaction(async (tx) => {
      await repo.revokeJoinLink(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'join_link.revoked',
        entityType: 'join_link',
        entityId: id,
        summary: 'Revoked a join link',
      });
    });
  }

  /** The open page: an unknown, revoked, expired or used-up link all read as expired. */
  private async openLink(slug: string) {
    const link = await repo.findJoinLinkBySlug(this.db, slug);
    if (!link || linkState(link, this.clock.now()) !== 'ACTIVE') throw linkExpired();
    return link;
  }

  async preview(slug: string): Promise<JoinLinkPreview> {
    return presentPreview(await this.openLink(slug));
  }

  /** A person's details through a link: waiting for the school, or (a link that joins at once) an account now. */
  async register(slug: string, body: JoinRegistrationBody): Promise<JoinRegistrationResult> {
    const link = await this.openLink(slug);
    const student = link.role === 'CANDIDATE';
    if (student && !body.dateOfBirth) {
      throw badRequest('Enter your date of birth', [{ field: 'dateOfBirth', message: 'Enter your date of birth' }]);
    }
    const child = student && needsConsent(body.dateOfBirth ?? null, this.clock.now());
    if (child && !body.parentEmail) {
      throw badRequest(JOIN_LINK_MESSAGES.parentNeeded, [
        { field: 'parentEmail', message: JOIN_LINK_MESSAGES.parentNeeded },
      ]);
    }
    // The same answer sign-up gives for a taken address: it reveals no more than sign-up does.
    if (await emailExists(this.db, body.email)) throw emailTaken();
    if (await repo.pendingRequestExists(this.db, link.instituteId, body.email)) throw pendingAlready();
    const passwordHash = await hashPassword(body.password);
    const request = await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          if (!(await repo.takeUse(tx, link.id, this.clock.now()))) throw linkExpired();
          return repo.insertJoinRequest(tx, {
            linkId: link.id,
            instituteId: link.instituteId,
            name: body.name,
            email: body.email,
            dateOfBirth: student ? (body.dateOfBirth ?? null) : null,
            parentName: child ? (body.parentName ?? null) : null,
            parentEmail: child ? (body.parentEmail ?? null) : null,
            passwordHash,
          });
        }),
      pendingAlready,
    );
    if (link.needsApproval) return { status: 'PENDING' };
    const school = await repo.findSchoolAccount(this.db, link.instituteId);
    try {
      if (!school) throw linkExpired();
      // A link that joins at once is the school account's approval given in advance: it admits the person.
      await this.approveAs(this.schoolActor(link.instituteId, school), {
        ...request,
        role: link.role,
        studentClass: link.studentClass,
        section: link.section,
      });
    } catch (error) {
      // Nothing of the registration stays when the account cannot be made (no seat, a racing sign-up).
      await this.db.transaction(async (tx) => {
        await repo.deleteJoinRequest(tx, request.id);
        await repo.giveBackUse(tx, link.id);
      });
      throw error;
    }
    return { status: 'JOINED' };
  }

  private schoolActor(instituteId: string, school: { id: string; customUrl: string }): Actor {
    return {
      id: school.id,
      type: 'INSTITUTE',
      userType: null,
      role: 'INSTITUTE',
      instituteId,
      customUrl: school.customUrl,
      familyId: '',
    };
  }

  async requests(actor: Actor, status: JoinRequestStatus): Promise<JoinRequest[]> {
    return (await repo.listJoinRequests(this.db, joinLinkScopeOf(actor), status)).map(presentJoinRequest);
  }

  async approve(actor: Actor, id: string): Promise<JoinRequest> {
    const request = await this.waiting(actor, id);
    await this.approveAs(actor, request);
    return presentJoinRequest({ ...request, status: 'APPROVED' });
  }

  async decline(actor: Actor, id: string): Promise<JoinRequest> {
    const request = await this.waiting(actor, id);
    const instituteId = request.instituteId;
    await this.db.transaction(async (tx) => {
      if (!(await repo.decideJoinRequest(tx, id, { status: 'DECLINED', decidedBy: actor.id }))) {
        throw conflict('This request was already decided');
      }
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'join_request.declined',
        entityType: request.role === 'CANDIDATE' ? 'student' : 'faculty',
        entityId: id,
        summary: `Declined ${request.name}'s request to join`,
      });
    });
    const school = await this.schoolName(actor);
    await this.mailer.send(joinDeclinedMail(request.email, request.name, school));
    return presentJoinRequest({ ...request, status: 'DECLINED' });
  }

  private async schoolName(actor: Actor): Promise<string> {
    const link = await repo.findSchoolName(this.db, joinLinkScopeOf(actor));
    return link ?? 'Your school';
  }

  private async waiting(actor: Actor, id: string): Promise<repo.JoinRequestWithLink> {
    const request = await repo.findJoinRequest(this.db, joinLinkScopeOf(actor), id);
    if (!request) throw notFound('Request not found');
    if (request.status !== 'PENDING') throw conflict('This request was already decided');
    return request;
  }

  /**
   * Claims the waiting request, then makes the account through the school's own add path; when that refuses (no
   * seat, the email taken meanwhile) the request waits again, unchanged.
   */
  private async approveAs(actor: Actor, request: repo.JoinRequestWithLink): Promise<void> {
    const passwordHash = request.passwordHash;
    if (!passwordHash) throw conflict('This request was already decided');
    if (!(await repo.decideJoinRequest(this.db, request.id, { status: 'APPROVED', decidedBy: actor.id }))) {
      throw conflict('This request was already decided');
    }
    try {
      if (await emailExists(this.db, request.email)) throw emailTaken();
      const studentClass = request.studentClass;
      if (request.role === 'CANDIDATE' && !studentClass) throw badRequest(JOIN_LINK_MESSAGES.classNeeded);
      const audit = { action: 'member.joined', summary: `${request.name} joined through a join link` };
      const member =
        request.role === 'CANDIDATE' && studentClass
          ? await this.services.students.add(
              actor,
              {
                name: request.name,
                email: request.email,
                studentClass,
                section: request.section ?? 'NA',
                ...(request.dateOfBirth ? { dateOfBirth: request.dateOfBirth } : {}),
                ...(request.parentEmail
                  ? { parentEmail: request.parentEmail, parentName: request.parentName ?? `Parent of ${request.name}` }
                  : {}),
              },
              { passwordHash },
            )
          : await this.services.institutes.addMember(
              actor,
              { role: 'FACULTY', name: request.name, email: request.email },
              audit,
              { passwordHash },
            );
      await this.db.transaction(async (tx) => {
        await repo.setRequestUser(tx, request.id, member.id);
        await recordAcceptances(tx, member.id, currentPolicyVersions());
      });
    } catch (error) {
      await repo.reopenJoinRequest(this.db, request.id, passwordHash);
      throw error;
    }
  }
}
