import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AccountOutcome} from './account.server';
import {ADDRESS_FIELDS, readAddressForm, type AddressFields} from './address-form';
import {formFailure, readAccountForm, redirectInMarket, signInAgainIfSignedOut} from './page.server';
import {formErrorsFrom} from './user-errors';

/**
 * The action of the new- and edit-address pages: check the form, `save` it, and go back to
 * the address book with a confirmation; errors come back beside their fields.
 */
export async function saveAddressAction(
  context: AppLoadContext,
  request: Request,
  save: (fields: AddressFields, makeDefault: boolean) => Promise<AccountOutcome | {ok: false; full: true}>,
) {
  const form = await readAccountForm(request);
  const {fields, makeDefault, errors} = readAddressForm(form);
  if (errors) return formFailure(context, errors, {values: fields});
  const outcome = await save(fields, makeDefault);
  if (!outcome.ok) {
    if (!('full' in outcome)) signInAgainIfSignedOut(context, request, outcome.errors);
    const formErrors =
      'full' in outcome
        ? {form: 'account.errors.addressBookFull' as const}
        : formErrorsFrom(outcome.errors, ADDRESS_FIELDS);
    return formFailure(context, formErrors, {values: fields});
  }
  return redirectInMarket(context, '/account/addresses?notice=saved');
}
