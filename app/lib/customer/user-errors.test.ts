import {describe, expect, it} from 'vitest';
import {MARKETS} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {Namespace} from '~/lib/i18n/types';
import {CUSTOMER_ERROR_CODES, customerErrorMessage, formErrorsFrom, isSignedOutError} from './user-errors';

const ACCOUNT_NAMESPACES: Namespace[] = [
  'account',
  'accountAuth',
  'accountDashboard',
  'accountOrders',
  'accountAddresses',
  'accountProfile',
  'member',
];

/** `{name}` placeholders and plural arguments, without what plural branches say. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort();
}

describe('customer error messages', () => {
  it('has words for every customer error code of Shopify’s, in every market language', () => {
    for (const market of MARKETS) {
      const bundle = messagesFor(market.locale, ['account']);
      for (const code of CUSTOMER_ERROR_CODES) {
        const text = bundle[customerErrorMessage(code)];
        expect(text, `${market.locale} ${code}`).toBeTruthy();
        expect(text).not.toContain(code);
      }
    }
  });

  it('keeps every placeholder of the English texts in each translation', () => {
    const english = messagesFor('en-US', ACCOUNT_NAMESPACES);
    for (const market of MARKETS) {
      const bundle = messagesFor(market.locale, ACCOUNT_NAMESPACES);
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(bundle[key as keyof typeof bundle] ?? ''), `${market.locale} ${key}`).toEqual(
          placeholders(text!),
        );
      }
    }
  });

  it('gives an unknown or missing code the general message', () => {
    expect(customerErrorMessage('SOMETHING_NEW')).toBe('account.errors.generic');
    expect(customerErrorMessage(null)).toBe('account.errors.generic');
  });
});

describe('formErrorsFrom', () => {
  it('puts errors beside the form’s fields by the last part of their path, the rest on the form', () => {
    expect(
      formErrorsFrom(
        [
          {code: 'TOO_SHORT', field: ['input', 'password'], message: 'short'},
          {code: 'TAKEN', field: ['input', 'email'], message: 'taken'},
          {code: 'BLANK', field: ['input', 'password'], message: 'second error on the same field'},
          {code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'who?'},
        ],
        ['email', 'password'],
      ),
    ).toEqual({
      form: 'account.errors.UNIDENTIFIED_CUSTOMER',
      fields: {password: 'account.errors.TOO_SHORT', email: 'account.errors.TAKEN'},
    });
  });

  it('tells a signed-out token apart from a bad link token', () => {
    expect(isSignedOutError([{code: 'TOKEN_INVALID', field: ['customerAccessToken']}])).toBe(true);
    expect(isSignedOutError([{code: 'TOKEN_INVALID', field: ['input', 'resetToken']}])).toBe(false);
  });
});
