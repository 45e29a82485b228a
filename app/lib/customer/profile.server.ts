import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CUSTOMER_PROFILE_QUERY} from '@graphql/customer';

export interface ProfileView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
}

/** The editable account info. */
export async function customerProfile(context: AppLoadContext, accessToken: string): Promise<ProfileView> {
  const {customer} = await context.storefront.query(CUSTOMER_PROFILE_QUERY, {
    variables: {customerAccessToken: accessToken},
    cache: context.storefront.CacheNone(),
  });
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    acceptsMarketing: customer?.acceptsMarketing ?? false,
  };
}
