/** Demo data: Greenfield has tax details (a valid test GSTIN for Karnataka); Riverside has none yet. */
import type { Db } from '../../db/client';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { upsertTax } from './tax.repository';

export async function seedTaxDemo(db: Db): Promise<void> {
  const greenfield = await findInstituteByCustomUrl(db, 'greenfield-public-school');
  if (!greenfield) return;
  await upsertTax(db, {
    instituteId: greenfield.id,
    gstin: '29AAACG1234A1ZA',
    gstStateCode: '29',
    legalName: 'Greenfield Education Trust',
    addressLine: greenfield.addressLine,
    pincode: greenfield.pincode,
  });
}
