import type {FormErrors} from './user-errors';

/** The address form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'country',
  'phone',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFields = Record<AddressField, string>;

const REQUIRED: ReadonlySet<AddressField> = new Set(['firstName', 'lastName', 'address1', 'city', 'country']);
/** Countries of ours without postal codes. */
const NO_POSTAL_CODE: ReadonlySet<string> = new Set(['HK', 'AE']);
const MAX_LENGTH = 255;
/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 100;

export const EMPTY_ADDRESS: AddressFields = Object.freeze(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressFields,
);

/**
 * Reads and checks the address form: trimmed values, required fields (the postal code where
 * the country has one), lengths. The Storefront API checks again (URLs, HTML, phone format).
 */
export function readAddressForm(form: FormData): {
  fields: AddressFields;
  makeDefault: boolean;
  errors: FormErrors | null;
} {
  const fields = {...EMPTY_ADDRESS};
  for (const field of ADDRESS_FIELDS) {
    const value = form.get(field);
    fields[field] = typeof value === 'string' ? value.trim() : '';
  }
  fields.country = fields.country.toUpperCase();
  const errors: NonNullable<FormErrors['fields']> = {};
  for (const field of ADDRESS_FIELDS) {
    const required = REQUIRED.has(field) || (field === 'zip' && !NO_POSTAL_CODE.has(fields.country));
    if (required && !fields[field]) errors[field] = 'account.errors.BLANK';
    else if (fields[field].length > MAX_LENGTH) errors[field] = 'account.errors.TOO_LONG';
  }
  if (fields.country && !/^[A-Z]{2}$/.test(fields.country)) errors.country = 'account.errors.INVALID';
  return {
    fields,
    makeDefault: form.get('default') === 'on',
    errors: Object.keys(errors).length > 0 ? {fields: errors} : null,
  };
}

/** The Storefront API's MailingAddressInput for the form's fields (empty optional fields are cleared). */
export function mailingAddressInput(fields: AddressFields) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    company: fields.company || null,
    address1: fields.address1,
    address2: fields.address2 || null,
    city: fields.city,
    province: fields.province || null,
    zip: fields.zip || null,
    country: fields.country,
    phone: fields.phone || null,
  };
}
