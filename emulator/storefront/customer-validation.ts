import {MARKETS} from '../seed/markets';
import {COUNTRY_CODES, type CountryCode} from '../seed/types';

export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BAD_DOMAIN'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'INVALID_MULTIPASS_REQUEST'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerUserError {
  code: CustomerErrorCode | null;
  field: string[] | null;
  message: string;
}

export function customerError(
  code: CustomerErrorCode | null,
  field: string[] | null,
  message: string,
): CustomerUserError {
  return {code, field, message};
}

const PASSWORD_MIN_LENGTH = 5;
const PASSWORD_MAX_LENGTH = 40;
const NAME_MAX_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const URL_PATTERN = /(https?:\/\/|www\.)\S+/i;
const HTML_PATTERN = /<[^>]+>/;

export function validateEmail(email: string | null | undefined, field: string[]): CustomerUserError[] {
  if (email == null || !email.trim()) return [customerError('BLANK', field, "Email can't be blank")];
  if (!EMAIL_PATTERN.test(email.trim())) return [customerError('INVALID', field, 'Email is invalid')];
  const domain = email.trim().split('@')[1];
  if (!domain.includes('.') || domain.endsWith('.invalid'))
    return [customerError('BAD_DOMAIN', field, 'Email contains an invalid domain name')];
  return [];
}

export function validatePassword(password: string | null | undefined, field: string[]): CustomerUserError[] {
  if (password == null || password === '') return [customerError('BLANK', field, "Password can't be blank")];
  if (password !== password.trim())
    return [
      customerError(
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        'Password starts or ends with whitespace',
      ),
    ];
  if (password.length < PASSWORD_MIN_LENGTH)
    return [
      customerError(
        'TOO_SHORT',
        field,
        `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`,
      ),
    ];
  if (password.length > PASSWORD_MAX_LENGTH)
    return [
      customerError('TOO_LONG', field, `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`),
    ];
  return [];
}

/** Free-text fields (names, address lines): no URLs, no HTML, bounded length. */
export function validateText(
  value: string | null | undefined,
  field: string[],
  label: string,
): CustomerUserError[] {
  if (value == null) return [];
  if (URL_PATTERN.test(value)) return [customerError('CONTAINS_URL', field, `${label} cannot contain a URL`)];
  if (HTML_PATTERN.test(value))
    return [customerError('CONTAINS_HTML_TAGS', field, `${label} cannot contain HTML tags`)];
  if (value.length > NAME_MAX_LENGTH)
    return [
      customerError('TOO_LONG', field, `${label} is too long (maximum is ${NAME_MAX_LENGTH} characters)`),
    ];
  return [];
}

export function validatePhone(phone: string | null | undefined, field: string[]): CustomerUserError[] {
  if (phone == null || phone === '') return [];
  return /^\+?[0-9][0-9 ().-]{5,19}$/.test(phone)
    ? []
    : [customerError('INVALID', field, 'Phone is invalid')];
}

const COUNTRY_ALIASES: Record<string, CountryCode> = {
  'united states of america': 'US',
  usa: 'US',
  'u.s.a.': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  'hong kong': 'HK',
  deutschland: 'DE',
  españa: 'ES',
  uae: 'AE',
  nederland: 'NL',
  schweiz: 'CH',
  suisse: 'CH',
};

/** Accepts an ISO code or an English country name, as MailingAddressInput.country does. */
export function countryCodeFor(country: string | null | undefined): CountryCode | null {
  if (!country) return null;
  const text = country.trim();
  const upper = text.toUpperCase();
  if ((COUNTRY_CODES as readonly string[]).includes(upper)) return upper as CountryCode;
  const lower = text.toLowerCase();
  return MARKETS.find((m) => m.name.toLowerCase() === lower)?.countryCode ?? COUNTRY_ALIASES[lower] ?? null;
}

export function countryName(code: CountryCode): string {
  return MARKETS.find((m) => m.countryCode === code)?.name ?? code;
}
