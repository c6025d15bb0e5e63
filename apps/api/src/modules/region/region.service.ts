/** Countries, states and cities from the bundled `country-state-city` data set, loaded on first use. */
import type { Region } from '@noticeboard/shared';
import { notFound } from '../../lib/errors';

type RegionData = typeof import('country-state-city');

let data: Promise<RegionData> | undefined;
// The city list is large; load it only when an address form first asks.
const load = (): Promise<RegionData> => {
  data ??= import('country-state-city');
  return data;
};

const byName = (a: Region, b: Region) => a.name.localeCompare(b.name);

export async function listCountries(): Promise<Region[]> {
  const { Country } = await load();
  return Country.getAllCountries()
    .map((country) => ({ id: country.isoCode, name: country.name }))
    .sort(byName);
}

/** States of a country; a state's id is `COUNTRY-STATE` (e.g. `IN-KA`). */
export async function listStates(countryCode: string): Promise<Region[]> {
  const { Country, State } = await load();
  if (!Country.getCountryByCode(countryCode.toUpperCase())) throw notFound('Country not found');
  return State.getStatesOfCountry(countryCode.toUpperCase())
    .map((state) => ({ id: `${state.countryCode}-${state.isoCode}`, name: state.name }))
    .sort(byName);
}

/** Cities of a state, by the state id `listStates` gave; a city's id is its name. */
export async function listCities(stateId: string): Promise<Region[]> {
  const { State, City } = await load();
  const [countryCode = '', ...rest] = stateId.toUpperCase().split('-');
  const stateCode = rest.join('-');
  if (!State.getStateByCodeAndCountry(stateCode, countryCode)) throw notFound('State not found');
  return City.getCitiesOfState(countryCode, stateCode)
    .map((city) => ({ id: city.name, name: city.name }))
    .sort(byName);
}

/** Display names of a stored country and state code. */
export async function placeName(countryCode: string, stateCode: string): Promise<{ country: string; state: string }> {
  const { Country, State } = await load();
  return {
    country: Country.getCountryByCode(countryCode)?.name ?? countryCode,
    state: State.getStateByCodeAndCountry(stateCode, countryCode)?.name ?? stateCode,
  };
}

/** The state code of an address, accepting either `KA` or the `IN-KA` id `listStates` gives; null when unknown. */
/** The id the state list (`listStates`) gives a stored state code: `IN-KA` for India's `KA`. */
export function stateIdOf(countryCode: string, stateCode: string): string {
  const country = countryCode.toUpperCase();
  return stateCode.toUpperCase().startsWith(`${country}-`) ? stateCode : `${country}-${stateCode}`;
}

export async function knownStateCode(countryCode: string, stateCode: string): Promise<string | null> {
  const { State } = await load();
  const country = countryCode.toUpperCase();
  const code = stateCode.toUpperCase().replace(new RegExp(`^${country}-`), '');
  return State.getStateByCodeAndCountry(code, country) ? code : null;
}
