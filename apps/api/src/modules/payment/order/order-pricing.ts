/**
 * The price of an order, line by line, from what the catalogue and the promotion say: pure, so the quote the page
 * shows and the order the server stores are the same arithmetic. Consumer prices include GST (the tax is split out
 * of them); business prices get GST on top. A wallet top-up is an advance for later supplies, not a supply: no GST
 * until the money is spent on a plan, whose invoice then carries the tax.
 */
import { splitInclusive, splitTax, type TaxSplit, type TaxTreatment } from '../invoice/gst';

export interface PriceInput {
  description: string;
  listPaise: number;
  discountPaise: number;
  taxIncluded: boolean;
  /** False for wallet top-ups. */
  taxable: boolean;
  treatment: TaxTreatment;
  walletBalancePaise: number;
  /** The buyer asked to pay from the wallet: it is used only when it covers the whole total. */
  useWallet: boolean;
  /** The code the discount comes from, named on its line. */
  promotionCode?: string | null;
}

export interface PriceLine {
  label: string;
  amountPaise: number;
  /** Shown for information, already inside the lines above (GST in a consumer price). */
  included?: boolean;
}

export interface Price {
  tax: TaxSplit;
  taxLabel: string;
  totalPaise: number;
  walletPaise: number;
  gatewayPaise: number;
  lines: PriceLine[];
}

const taxLineLabel = (treatment: TaxTreatment) =>
  treatment.supply === 'intra-state'
    ? `CGST ${treatment.rates.cgst / 100}% + ${treatment.stateTaxName} ${treatment.rates.sgst / 100}%`
    : treatment.supply === 'inter-state'
      ? `IGST ${treatment.rates.igst / 100}%`
      : 'IGST 0% (export under LUT)';

export function priceOrder(input: PriceInput): Price {
  const { listPaise, discountPaise, treatment } = input;
  if (!Number.isSafeInteger(listPaise) || listPaise <= 0) throw new RangeError(`Bad list price ${listPaise}`);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > listPaise) {
    throw new RangeError(`Bad discount ${discountPaise} on ${listPaise}`);
  }
  const afterDiscount = listPaise - discountPaise;
  const tax: TaxSplit = !input.taxable
    ? { taxable: afterDiscount, cgst: 0, sgst: 0, igst: 0, total: afterDiscount }
    : input.taxIncluded
      ? splitInclusive(afterDiscount, treatment)
      : splitTax(afterDiscount, treatment);
  const totalPaise = tax.total;
  const walletPaise = input.useWallet && input.walletBalancePaise >= totalPaise ? totalPaise : 0;
  const lines: PriceLine[] = [{ label: input.description, amountPaise: listPaise }];
  if (discountPaise > 0) {
    lines.push({
      label: input.promotionCode ? `Promotion ${input.promotionCode}` : 'Promotion',
      amountPaise: -discountPaise,
    });
  }
  if (input.taxable) {
    const gst = tax.cgst + tax.sgst + tax.igst;
    // A consumer price already holds its GST: the line says how much, without adding it again.
    if (input.taxIncluded)
      lines.push({ label: `Includes ${taxLineLabel(treatment)}`, amountPaise: gst, included: true });
    else lines.push({ label: taxLineLabel(treatment), amountPaise: gst });
  }
  if (walletPaise > 0) lines.push({ label: 'Paid from your wallet', amountPaise: -walletPaise });
  return {
    tax,
    taxLabel: treatment.supply === 'intra-state' ? `CGST+${treatment.stateTaxName}` : 'IGST',
    totalPaise,
    walletPaise,
    gatewayPaise: totalPaise - walletPaise,
    lines,
  };
}
