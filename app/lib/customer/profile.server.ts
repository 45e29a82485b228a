import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ProfileRecord} from './account-source.server';
import {accountSource} from './accounts.server';

export interface ProfileView extends ProfileRecord {
  /**
   * E-mail, phone, marketing consent and password are changed here (classic accounts); with
   * the current customer accounts Shopify's own account pages keep them and only names change here.
   */
  editContactAndPassword: boolean;
}

/** The editable account info. */
export async function customerProfile(context: AppLoadContext, accessToken: string): Promise<ProfileView> {
  const source = accountSource(context);
  return {
    ...(await source.profile(context, accessToken)),
    editContactAndPassword: source.features.editContactAndPassword,
  };
}
