/** Amounts in paise written the Indian way: digits grouped 1,18,000.50 and words in thousands, lakhs and crores. */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

const LAKH = 100_000;
const CRORE = 10_000_000;

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of paise, not ${paise}`);
  }
}

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = ONES[n % 10] ?? '';
  return unit ? `${TENS[Math.floor(n / 10)]} ${unit}` : (TENS[Math.floor(n / 10)] ?? '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/**
 * A positive whole number in words. Crores repeat rather than switching to arab/kharab, as cheques and invoices
 * write them ("One Lakh Crore"). No "and" inside the rupees: on an invoice "and" separates rupees from paise.
 */
function numberInWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / CRORE);
  const rest = n % CRORE;
  if (crores > 0) parts.push(`${numberInWords(crores)} Crore`);
  const lakhs = Math.floor(rest / LAKH);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((rest % LAKH) / 1000);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const units = belowThousand(rest % 1000);
  if (units) parts.push(units);
  return parts.join(' ');
}

/** "Rupees One Lakh Eighteen Thousand and Fifty Paise Only" for 1,18,00,050 paise. */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 1 ? 'One Paisa' : `${belowHundred(rest)} Paise`;
  if (rupees === 0) return rest === 0 ? 'Rupees Zero Only' : `${paiseWords} Only`;
  const rupeeWords = `Rupees ${numberInWords(rupees)}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${paiseWords} Only`;
}
