/**
 * `/individual/update` and `/institute/update` (spec §7): a person's and a school account's own details. A school's
 * member keeps the name the school gave them (the school renames members); the school account's name is also its
 * login row's name, changed together.
 */
import type { AccountDetails, IndividualUpdateBody, InstituteUpdateBody } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { knownStateCode, stateIdOf } from '../region/region.service';
import { onUniqueViolation } from '../team/unique-violation';
import {
  type AccountInstituteRow,
  type AccountUserRow,
  findAccountInstitute,
  findAccountUser,
  phoneUsedByAnother,
  updateAccountInstitute,
  updateAccountUser,
} from './account-details.repository';
import type { ProfileReadCache } from './profile-read-cache';

const phoneTaken = () =>
  conflict('This mobile number is used by another account', [{ field: 'phone', message: 'Already in use' }]);

export class AccountDetailsService {
  constructor(
    private readonly db: Db,
    private readonly reads: ProfileReadCache,
  ) {}

  async individual(actor: Actor): Promise<AccountDetails> {
    const user = await this.individualRow(actor);
    return presentIndividual(user);
  }

  async updateIndividual(actor: Actor, body: IndividualUpdateBody): Promise<AccountDetails> {
    const user = await this.individualRow(actor);
    if (body.name !== undefined && user.instituteId !== null && body.name !== user.name) {
      throw forbidden('Your school keeps your name: ask the school to change it');
    }
    if (body.phone && (await phoneUsedByAnother(this.db, body.phone, user.id))) throw phoneTaken();
    // The check above can pass for two people saving the same number at once: the unique index decides.
    await onUniqueViolation(
      () =>
        updateAccountUser(this.db, user.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.dateOfBirth !== undefined ? { dateOfBirth: body.dateOfBirth } : {}),
        }),
      phoneTaken,
    );
    this.reads.changed(user.id);
    return this.individual(actor);
  }

  async institute(actor: Actor): Promise<AccountDetails> {
    const { user, institute } = await this.instituteRows(actor);
    return presentInstitute(user, institute);
  }

  async updateInstitute(actor: Actor, body: InstituteUpdateBody): Promise<AccountDetails> {
    const { user, institute } = await this.instituteRows(actor);
    // Stored as sign-up stores it (`KA`, not the state list's `IN-KA`), so tax and invoices read one form.
    const stateCode = body.address ? await knownStateCode(body.address.countryCode, body.address.stateCode) : null;
    if (body.address && !stateCode) {
      throw badRequest('Unknown state', [{ field: 'address.stateCode', message: 'Unknown state' }]);
    }
    await this.db.transaction(async (tx) => {
      await updateAccountInstitute(tx, institute.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.address
          ? {
              addressLine: body.address.line1,
              city: body.address.city,
              stateCode: stateCode ?? body.address.stateCode,
              countryCode: body.address.countryCode,
              pincode: body.address.pincode,
            }
          : {}),
      });
      if (body.name !== undefined) await updateAccountUser(tx, user.id, { name: body.name });
    });
    this.reads.changed(user.id);
    this.reads.schoolChanged(institute.id);
    return this.institute(actor);
  }

  private async individualRow(actor: Actor): Promise<AccountUserRow> {
    const user = await findAccountUser(this.db, actor.id);
    if (!user) throw notFound();
    return user;
  }

  private async instituteRows(actor: Actor) {
    const user = await findAccountUser(this.db, actor.id);
    const institute = actor.instituteId ? await findAccountInstitute(this.db, actor.instituteId) : undefined;
    if (!user || !institute) throw notFound();
    return { user, institute };
  }
}

function presentIndividual(user: AccountUserRow): AccountDetails {
  return { name: user.name, email: user.email, phone: user.phone, dateOfBirth: user.dateOfBirth, address: null };
}

function presentInstitute(user: AccountUserRow, institute: AccountInstituteRow): AccountDetails {
  return {
    name: institute.name,
    email: user.email,
    phone: institute.phone,
    dateOfBirth: null,
    address: {
      line1: institute.addressLine,
      city: institute.city,
      // As the state list names it, so the form shows the saved state and sends it back unchanged.
      stateCode: stateIdOf(institute.countryCode, institute.stateCode),
      countryCode: institute.countryCode,
      pincode: institute.pincode,
    },
  };
}
