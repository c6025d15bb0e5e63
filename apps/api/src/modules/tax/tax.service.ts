/** An institute's tax details for invoices, and the GST state look-up. */
import { type GstLookup, gstState, type TaxDetails, type TaxDetailsBody } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { findInstituteById } from '../institute/institute.repository';
import { placeName } from '../region/region.service';
import { stateProblem } from './tax.policy';
import { findTax, type TaxRow, upsertTax } from './tax.repository';

function present(row: TaxRow): TaxDetails {
  return {
    gstin: row.gstin,
    legalName: row.legalName,
    addressLine: row.addressLine,
    pincode: row.pincode,
    gstStateCode: row.gstStateCode,
    gstStateName: gstState(row.gstStateCode)?.name ?? row.gstStateCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function lookupGstState(code: string): GstLookup {
  const state = gstState(code.slice(0, 2));
  if (!state) throw notFound('Unknown GST state code');
  return { code: state.code, name: state.name, isoCode: state.isoCode };
}

export class TaxService {
  constructor(private readonly db: Db) {}

  private scopeOf(actor: Actor): string {
    if (actor.role !== 'INSTITUTE' || !actor.instituteId) throw forbidden();
    return actor.instituteId;
  }

  async get(actor: Actor): Promise<TaxDetails | null> {
    const row = await findTax(this.db, this.scopeOf(actor));
    return row ? present(row) : null;
  }

  async save(actor: Actor, body: TaxDetailsBody): Promise<TaxDetails> {
    const instituteId = this.scopeOf(actor);
    const institute = await findInstituteById(this.db, instituteId);
    if (!institute) throw notFound('Institution not found');
    const place = await placeName(institute.countryCode, institute.stateCode);
    const problem = stateProblem(body.gstin, { ...institute, stateName: place.state });
    if (problem) throw badRequest(problem, [{ field: 'gstin', message: problem }]);
    const before = await findTax(this.db, instituteId);
    const row = await this.db.transaction(async (tx) => {
      const saved = await upsertTax(tx, { instituteId, ...body, gstStateCode: body.gstin.slice(0, 2) });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: before ? 'tax.updated' : 'tax.created',
        entityType: 'tax',
        entityId: null,
        summary: before ? 'Tax details updated' : 'Tax details added',
        data: { gstin: body.gstin, previousGstin: before?.gstin ?? null },
      });
      return saved;
    });
    return present(row);
  }
}
