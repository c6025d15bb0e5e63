/**
 * Sign-up of institutes and individuals: the account is created unverified and a code is emailed. The form's
 * acceptance of the privacy policy and safety advisory is recorded, at their current versions, with the account.
 */
import {
  currentPolicyVersions,
  type IndividualSignupBody,
  type InstituteSignupBody,
  type OtpTransaction,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/crypto';
import { badRequest, conflict, type FieldProblem } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { insertInstitute, markInstituteVerified } from '../institute/institute.repository';
import { recordAcceptances } from '../policy/policy.repository';
import { knownStateCode } from '../region/region.service';
import {
  customUrlExists,
  emailExists,
  findUserById,
  insertUser,
  markEmailVerified,
  phoneExists,
} from '../user/user.repository';
import { signupCodeMail } from './auth.mails';
import { consumeUserOtps, useLink } from './credential.repository';
import { uniqueCustomUrl } from './custom-url';
import { issueLink, linkExpired, liveLink } from './link.service';
import type { OtpService } from './otp.service';

const TAKEN = {
  email: 'An account with this email already exists',
  phone: 'This mobile number is already registered',
  customUrl: 'This custom URL is taken',
};

export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly otp: OtpService,
    private readonly publicUrl: string,
  ) {}

  private async assertAvailable(fields: { email: string; phone?: string | undefined; customUrl?: string | undefined }) {
    const problems: FieldProblem[] = [];
    if (await emailExists(this.db, fields.email)) problems.push({ field: 'email', message: TAKEN.email });
    if (fields.phone && (await phoneExists(this.db, fields.phone)))
      problems.push({ field: 'phone', message: TAKEN.phone });
    if (fields.customUrl && (await customUrlExists(this.db, fields.customUrl))) {
      problems.push({ field: 'customUrl', message: TAKEN.customUrl });
    }
    if (problems.length > 0) throw conflict(problems[0]?.message ?? TAKEN.email, problems);
  }

  async signupInstitute(body: InstituteSignupBody): Promise<OtpTransaction> {
    const stateCode = await knownStateCode(body.address.countryCode, body.address.stateCode);
    if (!stateCode)
      throw badRequest('Choose a country and state from the list', [
        { field: 'address.stateCode', message: 'Unknown state' },
      ]);
    await this.assertAvailable(body);
    await this.otp.reserveSend(body.email);
    const passwordHash = await hashPassword(body.password);
    const { transaction, code, link } = await this.db.transaction(async (tx) => {
      const institute = await insertInstitute(tx, {
        name: body.name,
        customUrl: body.customUrl,
        email: body.email,
        phone: body.phone,
        addressLine: body.address.line1,
        pincode: body.address.pincode,
        countryCode: body.address.countryCode.toUpperCase(),
        stateCode,
        city: body.address.city,
        board: body.board,
        gstin: body.gstin ?? null,
      });
      const user = await insertUser(tx, {
        type: 'INSTITUTE',
        name: body.name,
        email: body.email,
        phone: body.phone,
        customUrl: body.customUrl,
        passwordHash,
        instituteId: institute.id,
      });
      await recordAcceptances(tx, user.id, currentPolicyVersions());
      const link = await issueLink(tx, this.publicUrl, user.id, 'VERIFY_INSTITUTE');
      return { ...(await this.otp.create(tx, user)), link };
    });
    await this.mailer.send(signupCodeMail(body.email, body.name, code, link));
    return transaction;
  }

  async signupIndividual(body: IndividualSignupBody): Promise<OtpTransaction> {
    await this.assertAvailable(body);
    await this.otp.reserveSend(body.email);
    const passwordHash = await hashPassword(body.password);
    const { transaction, code } = await this.db.transaction(async (tx) => {
      const customUrl = body.customUrl ?? (await uniqueCustomUrl(tx, body.name));
      const user = await insertUser(tx, {
        type: 'INDIVIDUAL',
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        customUrl,
        passwordHash,
      });
      await recordAcceptances(tx, user.id, currentPolicyVersions());
      return this.otp.create(tx, user);
    });
    await this.mailer.send(signupCodeMail(body.email, body.name, code));
    return transaction;
  }

  /** The emailed link confirms a school's address, the same as its code does. */
  async verifyInstituteLink(token: string): Promise<{ verified: true }> {
    const link = await liveLink(this.db, token, ['VERIFY_INSTITUTE']);
    const user = link && (await findUserById(this.db, link.userId));
    if (!link || !user?.instituteId) throw linkExpired();
    const instituteId = user.instituteId;
    await this.db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id))) throw linkExpired();
      await markEmailVerified(tx, user.id);
      await consumeUserOtps(tx, user.id);
      await markInstituteVerified(tx, instituteId);
    });
    return { verified: true };
  }
}
