import type {AppLoadContext} from '@shopify/remix-oxygen';
import {redirect} from '@shopify/remix-oxygen';
import {localizePath} from '@markets';
import {PERMALINK_VARIANTS_QUERY} from '@graphql/cart';
import {bagAddressFor} from '~/lib/customer/addresses.server';
import {canSee, productViewer} from '~/lib/customer/product-access.server';
import {loginPath, safeReturnPath} from '~/lib/customer/return-path';
import {reportError} from '~/lib/errors';
import {changeDiscountCodes} from './actions.server';
import {bagStatusPath, type BagMessage} from './bag-status';
import {checkoutRedirect} from './checkout.server';
import {messageForResult} from './codes';
import {mixesGiftCards} from './lines-add.server';
import type {LinkProblem, PermalinkLine} from './links';
import {newBagFor} from './new-bag.server';

const NO_STORE = 'no-store';

/** Outcomes that say the code itself cannot be used (rather than not on this bag's lines yet). */
const REFUSED_CODES: ReadonlySet<BagMessage> = new Set([
  'discountNotFound',
  'discountInactive',
  'discountUsageLimit',
  'discountNotEligible',
  'discountSignIn',
  'discountMissing',
]);

/** Where a link sends the shopper afterwards: its `redirect` (or `return_to`), a path on this site, in this market. */
function linkTarget(url: URL, context: Pick<AppLoadContext, 'pathPrefix'>): string {
  const asked = url.searchParams.get('redirect') ?? url.searchParams.get('return_to');
  const target = new URL(safeReturnPath(asked, '/'), 'https://link.invalid');
  // The link's other parameters (campaign tags) travel on, as Shopify's do.
  for (const [name, value] of url.searchParams) {
    if (name !== 'redirect' && name !== 'return_to' && !target.searchParams.has(name)) {
      target.searchParams.append(name, value);
    }
  }
  return localizePath(`${target.pathname}${target.search}`, context);
}

/**
 * A discount link, `/discount/{code}`: the code goes on the shopper's bag, whose lines stay
 * as they were (the bag's own rule: kept only when the bag honours it), or on a new bag made
 * for it. The shopper then goes on to the link's target; a code that cannot be used comes
 * with its reason (`?bag=`), which the page shows on arrival.
 */
export async function discountLinkRedirect(
  context: AppLoadContext,
  code: string,
  url: URL,
): Promise<Response> {
  const target = linkTarget(url, context);
  let message: BagMessage;
  let cartId: string | null = null;
  if (context.cart.getCartId()) {
    // A link knows nothing of the bag's codes: the bag is read first.
    const result = await changeDiscountCodes(context, code, [], null);
    message = result.message;
    cartId = result.bag?.id ?? null;
  } else {
    try {
      const result = await context.cart.create({
        discountCodes: [code],
        ...(await newBagFor(context)),
      });
      message = result.cart ? messageForResult(result, 'discountApplied') : 'failed';
      // An empty bag cannot honour a code yet: kept unless the code itself is refused.
      if (message === 'discountNotApplicable') message = 'discountApplied';
      if (result.cart && !REFUSED_CODES.has(message)) cartId = result.cart.id;
    } catch (error) {
      reportError('CART_DISC_001', error, {step: 'discount link'});
      message = 'failed';
    }
  }
  const headers = cartId ? context.cart.setCartId(cartId) : new Headers();
  headers.set('Cache-Control', NO_STORE);
  const location = message === 'discountApplied' ? target : (bagStatusPath(target, message) ?? target);
  return redirect(location, {status: 302, headers});
}

type PermalinkAnswer = {response: Response} | {problem: LinkProblem; status: number};

const problem = (kind: LinkProblem, status: number): PermalinkAnswer => ({problem: kind, status});

/**
 * A cart permalink, `/cart/{variant}:{quantity},…[?discount=CODE]`: a new bag with those
 * lines (and the code), handed to checkout as the bag's checkout button does (attributes,
 * delivery address, Multipass for a signed-in customer). A shopper without a bag (or with an
 * empty one) keeps the new one; a shopper whose bag has lines keeps theirs, untouched. Members-only products are refused by the
 * store's one rule (`canSee`): a guest is asked to sign in and comes back to the link; another customer is
 * told the products do not exist.
 */
export async function permalinkCheckout(
  context: AppLoadContext,
  request: Request,
  lines: PermalinkLine[],
  discountCode: string | null,
): Promise<PermalinkAnswer> {
  let variants;
  try {
    ({nodes: variants} = await context.storefront.query(PERMALINK_VARIANTS_QUERY, {
      variables: {ids: lines.map((line) => line.merchandiseId)},
    }));
  } catch (error) {
    reportError('CART_GET_002', error, {step: 'bag link', lines: lines.length});
    return problem('failed', 503);
  }
  const found = variants.filter((node): node is NonNullable<typeof node> & {id: string} =>
    Boolean(node && 'id' in node),
  );
  if (found.length !== lines.length) return problem('unknown', 404);

  const viewer = await productViewer(context);
  if (!found.every((variant) => canSee(viewer, variant.product.tags))) {
    if (viewer.signedIn) return problem('unknown', 404);
    const url = new URL(request.url);
    const returnTo = `${url.pathname}${url.search}`;
    return {
      response: redirect(localizePath(loginPath(returnTo), context), {
        headers: {'Cache-Control': 'private, no-store'},
      }),
    };
  }
  if (
    mixesGiftCards(
      found.map((variant) => variant.product.isGiftCard),
      [],
    )
  ) {
    return problem('giftCardMixed', 400);
  }
  if (!found.some((variant) => variant.availableForSale)) return problem('soldOut', 409);

  // A bag with lines stays the shopper's; an empty one (or none) is replaced by the link's.
  const keepsOwnBag = context.cart.getCartId()
    ? ((await context.cart.get().catch(() => null))?.totalQuantity ?? 0) > 0
    : false;
  let created;
  try {
    created = await context.cart.create({
      lines,
      ...(discountCode ? {discountCodes: [discountCode]} : {}),
      ...(await newBagFor(context)),
    });
  } catch (error) {
    reportError('CART_GET_002', error, {step: 'bag link', lines: lines.length});
    return problem('failed', 503);
  }
  if (!created.cart) {
    const message = messageForResult({errors: created.errors ?? [{}]});
    return message === 'unavailable' ? problem('unknown', 404) : problem('failed', 422);
  }
  if (created.cart.totalQuantity === 0) return problem('soldOut', 409);

  // The cart handler now holds the new bag: the checkout hand-off reads and sends that one.
  const response = await checkoutRedirect(context, request, {cartAddressFor: bagAddressFor});
  if (!keepsOwnBag) {
    for (const cookie of context.cart.setCartId(created.cart.id).getSetCookie()) {
      response.headers.append('Set-Cookie', cookie);
    }
  }
  response.headers.set('Cache-Control', NO_STORE);
  return {response};
}
