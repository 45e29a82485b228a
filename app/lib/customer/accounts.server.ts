import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AccountSource} from './account-source.server';
import {classicAccounts} from './classic-accounts.server';
import {currentAccounts} from './current-accounts.server';

/** The account system this deployment runs on: the current customer accounts when configured, else the classic ones. */
export function accountSource(context: Pick<AppLoadContext, 'customerAccount'>): AccountSource {
  return context.customerAccount ? currentAccounts : classicAccounts;
}
