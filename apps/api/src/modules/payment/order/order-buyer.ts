/**
 * Who an invoice is made out to, captured when the order is placed: a school with tax details on /tax is a
 * registered business (B2B, its GSTIN decides the place of supply); a school without them and an individual are
 * consumers (B2C), whose place of supply is their state on record, or the supplier's when there is none. A parent
 * paying a consent fee is a consumer too.
 */
import { GST_STATES, gstState } from '@noticeboard/shared';
import type { Queryable } from '../../../db/client';
import type { OrderBuyer } from '../../../db/schema';
import { findInstituteById } from '../../institute/institute.repository';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import { findTax } from '../../tax/tax.repository';
import type { GstBuyer } from '../invoice/gst';
import { findBuyerUser } from './order.repository';

const gstCodeOfIso = (isoCode: string) => GST_STATES.find((state) => state.isoCode === isoCode)?.code ?? null;

export async function buyerOf(db: Queryable, owner: SubscriptionOwner): Promise<OrderBuyer> {
  if ('instituteId' in owner) {
    const institute = await findInstituteById(db, owner.instituteId);
    if (!institute) throw new Error(`institute ${owner.instituteId} not found`);
    const tax = await findTax(db, owner.instituteId);
    if (tax) {
      const state = gstState(tax.gstStateCode)?.name ?? '';
      return {
        name: tax.legalName,
        email: institute.email,
        addressLines: [tax.addressLine, `${state} ${tax.pincode}`.trim()],
        stateCode: tax.gstStateCode,
        gstin: tax.gstin,
      };
    }
    const stateCode = gstCodeOfIso(institute.stateCode);
    const state = stateCode ? (gstState(stateCode)?.name ?? '') : '';
    return {
      name: institute.name,
      email: institute.email,
      addressLines: [institute.addressLine, `${institute.city}, ${state} ${institute.pincode}`.replace(/\s+/g, ' ')],
      stateCode,
      gstin: null,
    };
  }
  const user = await findBuyerUser(db, owner.userId);
  if (!user) throw new Error(`user ${owner.userId} not found`);
  return { name: user.name, email: user.email, addressLines: [], stateCode: null, gstin: null };
}

/**
 * A parent paying their school's consent fee: a consumer (B2C) with no address on record, so the place of supply is
 * the school's state (where the service is used), not the supplier's.
 */
export async function parentBuyerOf(
  db: Queryable,
  instituteId: string,
  parent: { name: string; email: string },
): Promise<OrderBuyer> {
  const institute = await findInstituteById(db, instituteId);
  if (!institute) throw new Error(`institute ${instituteId} not found`);
  return {
    name: parent.name,
    email: parent.email,
    addressLines: [],
    stateCode: gstCodeOfIso(institute.stateCode),
    gstin: null,
  };
}

export function gstBuyerOf(buyer: OrderBuyer): GstBuyer {
  return buyer.gstin
    ? { kind: 'registered', gstin: buyer.gstin }
    : { kind: 'unregistered', stateCode: buyer.stateCode };
}
