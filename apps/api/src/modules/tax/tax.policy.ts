/** GST rules beyond the GSTIN's own format: its state code and the school's address. */
import { type GstState, gstState, TAX_MESSAGES } from '@noticeboard/shared';

/**
 * A school in India invoices from its registration in the state of its address, so a GSTIN of another
 * state is refused rather than warned about. "Other Territory" (97) has no address state to compare.
 */
export function stateProblem(
  gstin: string,
  address: { countryCode: string; stateCode: string; stateName: string },
): string | null {
  const state: GstState | undefined = gstState(gstin.slice(0, 2));
  if (!state) return TAX_MESSAGES.unknownState;
  if (address.countryCode !== 'IN' || state.isoCode === null) return null;
  return state.isoCode === address.stateCode ? null : TAX_MESSAGES.stateMismatch(state.name, address.stateName);
}
