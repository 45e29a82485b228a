import {Form} from '@remix-run/react';
import {useT} from '~/lib/i18n/i18n';
import {MAX_ADDRESSES, type AddressFields} from '~/lib/customer/address-form';
import type {CountryOption} from '~/lib/customer/addresses.server';
import type {FormErrors} from '~/lib/customer/user-errors';
import {MarketLink} from '~/components/ui/links';
import {CheckboxField, FormMessage, SelectField, SubmitButton, TextField} from './form-parts';

/** Creating or editing an address. */
export function AddressForm({
  values,
  countries,
  errors,
  isDefault,
}: {
  values: AddressFields;
  countries: CountryOption[];
  errors?: FormErrors | null;
  /** The address is the default already (the box is then ticked). */
  isDefault: boolean;
}) {
  const t = useT();
  const field = (name: keyof AddressFields) => ({
    name,
    defaultValue: values[name],
    error: errors?.fields?.[name],
  });
  return (
    <Form method="post" className="flex max-w-xl flex-col gap-4">
      <FormMessage errors={errors} values={{max: MAX_ADDRESSES}} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('firstName')}
          autoComplete="given-name"
          label={t('accountAddresses.firstName')}
        />
        <TextField {...field('lastName')} autoComplete="family-name" label={t('accountAddresses.lastName')} />
      </div>
      <TextField
        {...field('company')}
        autoComplete="organization"
        label={t('accountAddresses.company')}
        optional
      />
      <TextField {...field('address1')} autoComplete="address-line1" label={t('accountAddresses.address1')} />
      <TextField
        {...field('address2')}
        autoComplete="address-line2"
        label={t('accountAddresses.address2')}
        optional
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('city')} autoComplete="address-level2" label={t('accountAddresses.city')} />
        <TextField
          {...field('province')}
          autoComplete="address-level1"
          label={t('accountAddresses.province')}
          optional
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Required where the country has postal codes; the server checks that per country. */}
        <TextField
          {...field('zip')}
          autoComplete="postal-code"
          label={t('accountAddresses.zip')}
          required={false}
        />
        <SelectField
          name="country"
          label={t('accountAddresses.country')}
          placeholder={t('accountAddresses.chooseCountry')}
          defaultValue={values.country}
          error={errors?.fields?.country}
          options={countries.map((country) => ({value: country.code, label: country.name}))}
        />
      </div>
      <TextField
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        label={t('accountAddresses.phone')}
        optional
      />
      <CheckboxField name="default" label={t('accountAddresses.useAsDefault')} defaultChecked={isDefault} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton label={t('accountAddresses.save')} />
        <MarketLink to="/account/addresses" className="underline">
          {t('account.cancel')}
        </MarketLink>
      </div>
    </Form>
  );
}
