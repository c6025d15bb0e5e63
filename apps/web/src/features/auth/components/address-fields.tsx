import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { rankedFilter } from '../../../lib/rank-options';
import { useCities, useCountries, useStates } from '../api/regions';
import type { InstituteSignupValues } from '../signup-values';

type AddressValues = InstituteSignupValues['address'];

/** What the fields need of a Mantine form whose values hold an `address` (sign-up, the school's details). */
interface AddressForm {
  values: { address: AddressValues };
  errors: FormErrors;
  setFieldValue: (path: `address.${keyof AddressValues}`, value: string) => void;
  getInputProps: (path: 'address.line1' | 'address.pincode') => GetInputPropsReturnType;
}

const toOptions = (list: Array<{ id: string; name: string }> | undefined) =>
  (list ?? []).map(({ id, name }) => ({ value: id, label: name }));

/** Country, state and city selects that each load from the one chosen before; a saved city is found by its name. */
export function AddressFields({ form }: { form: AddressForm }) {
  const { countryCode, stateCode, city } = form.values.address;
  const [chosenCityId, setCityId] = useState<string | null>(null);
  const countries = useCountries();
  const states = useStates(countryCode);
  const cities = useCities(stateCode);
  const cityId = chosenCityId ?? cities.data?.find((option) => option.name === city)?.id ?? null;

  const chooseCountry = (value: string | null) => {
    form.setFieldValue('address.countryCode', value ?? '');
    form.setFieldValue('address.stateCode', '');
    form.setFieldValue('address.city', '');
    setCityId(null);
  };
  const chooseState = (value: string | null) => {
    form.setFieldValue('address.stateCode', value ?? '');
    form.setFieldValue('address.city', '');
    setCityId(null);
  };
  const chooseCity = (value: string | null) => {
    setCityId(value);
    form.setFieldValue('address.city', cities.data?.find((city) => city.id === value)?.name ?? '');
  };

  return (
    <>
      <TextInput label="Address" autoComplete="street-address" required {...form.getInputProps('address.line1')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading…' : 'Choose a country'}
          searchable
          filter={rankedFilter}
          required
          limit={300}
          data={toOptions(countries.data)}
          value={countryCode || null}
          onChange={chooseCountry}
          error={form.errors['address.countryCode']}
          nothingFoundMessage="No match"
        />
        <Select
          label="State"
          placeholder={countryCode ? 'Choose a state' : 'Choose a country first'}
          searchable
          filter={rankedFilter}
          required
          disabled={!countryCode}
          data={toOptions(states.data)}
          value={stateCode || null}
          onChange={chooseState}
          error={form.errors['address.stateCode']}
          nothingFoundMessage="No match"
        />
        <Select
          label="City"
          placeholder={stateCode ? 'Choose a city' : 'Choose a state first'}
          searchable
          filter={rankedFilter}
          required
          limit={100}
          disabled={!stateCode}
          data={toOptions(cities.data)}
          value={cityId}
          onChange={chooseCity}
          error={form.errors['address.city']}
          nothingFoundMessage="No match"
        />
        <TextInput label="PIN code" autoComplete="postal-code" required {...form.getInputProps('address.pincode')} />
      </SimpleGrid>
    </>
  );
}
