/** Tax details for invoices: GSTIN, legal name, address; and the bundled table of GST state codes. */
import { z } from 'zod';
import { gstinSchema } from '../validators';

export interface GstState {
  /** Two-digit GST state code, the first two characters of a GSTIN. */
  code: string;
  name: string;
  /** The state's ISO 3166-2 subdivision code in India (as in institute addresses); null for "Other Territory". */
  isoCode: string | null;
}

const row = (code: string, name: string, isoCode: string | null): GstState => ({ code, name, isoCode });

/** GST state codes. 25 and 28 are the pre-merger codes, still on older registrations. */
export const GST_STATES: readonly GstState[] = [
  row('01', 'Jammu and Kashmir', 'JK'),
  row('02', 'Himachal Pradesh', 'HP'),
  row('03', 'Punjab', 'PB'),
  row('04', 'Chandigarh', 'CH'),
  row('05', 'Uttarakhand', 'UT'),
  row('06', 'Haryana', 'HR'),
  row('07', 'Delhi', 'DL'),
  row('08', 'Rajasthan', 'RJ'),
  row('09', 'Uttar Pradesh', 'UP'),
  row('10', 'Bihar', 'BR'),
  row('11', 'Sikkim', 'SK'),
  row('12', 'Arunachal Pradesh', 'AR'),
  row('13', 'Nagaland', 'NL'),
  row('14', 'Manipur', 'MN'),
  row('15', 'Mizoram', 'MZ'),
  row('16', 'Tripura', 'TR'),
  row('17', 'Meghalaya', 'ML'),
  row('18', 'Assam', 'AS'),
  row('19', 'West Bengal', 'WB'),
  row('20', 'Jharkhand', 'JH'),
  row('21', 'Odisha', 'OR'),
  row('22', 'Chhattisgarh', 'CT'),
  row('23', 'Madhya Pradesh', 'MP'),
  row('24', 'Gujarat', 'GJ'),
  row('25', 'Daman and Diu', 'DH'),
  row('26', 'Dadra and Nagar Haveli and Daman and Diu', 'DH'),
  row('27', 'Maharashtra', 'MH'),
  row('28', 'Andhra Pradesh (before 2014)', 'AP'),
  row('29', 'Karnataka', 'KA'),
  row('30', 'Goa', 'GA'),
  row('31', 'Lakshadweep', 'LD'),
  row('32', 'Kerala', 'KL'),
  row('33', 'Tamil Nadu', 'TN'),
  row('34', 'Puducherry', 'PY'),
  row('35', 'Andaman and Nicobar Islands', 'AN'),
  row('36', 'Telangana', 'TG'),
  row('37', 'Andhra Pradesh', 'AP'),
  row('38', 'Ladakh', 'LA'),
  row('97', 'Other Territory', null),
];

const byCode = new Map(GST_STATES.map((state) => [state.code, state]));

export function gstState(code: string): GstState | undefined {
  return byCode.get(code);
}

export const TAX_MESSAGES = {
  unknownState: 'The GSTIN does not start with a known GST state code',
  stateMismatch: (gstState: string, addressState: string) =>
    `This GSTIN is registered in ${gstState}, but the school's address is in ${addressState}`,
  pincode: 'Enter a 6-digit PIN code',
} as const;

/** A GSTIN whose check character is right and whose first two digits are a real GST state code. */
export const taxGstinSchema = gstinSchema.refine((value) => value.length < 2 || gstState(value.slice(0, 2)), {
  message: TAX_MESSAGES.unknownState,
});

export const taxDetailsBodySchema = z
  .object({
    gstin: taxGstinSchema,
    legalName: z.string().trim().min(2, 'Legal name must be at least 2 characters').max(200),
    addressLine: z.string().trim().min(5, 'Address must be at least 5 characters').max(300),
    pincode: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, TAX_MESSAGES.pincode),
  })
  .strict();
export type TaxDetailsBody = z.infer<typeof taxDetailsBodySchema>;

export const taxDetailsSchema = z.object({
  gstin: z.string(),
  legalName: z.string(),
  addressLine: z.string(),
  pincode: z.string(),
  gstStateCode: z.string(),
  gstStateName: z.string(),
  updatedAt: z.string(),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/** GET /tax answers null when the school has not entered tax details yet. */
export const taxDetailsOrNullSchema = taxDetailsSchema.nullable();

export const gstLookupQuerySchema = z
  .object({
    /** A whole GSTIN or just its two-digit state code. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}([0-9A-Z]{13})?$/, 'Enter a GSTIN or a two-digit GST state code'),
  })
  .strict();

export const gstLookupSchema = z.object({
  code: z.string(),
  name: z.string(),
  isoCode: z.string().nullable(),
});
export type GstLookup = z.infer<typeof gstLookupSchema>;
