import {Outlet, useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {BagPage} from '~/components/cart/BagPage';
import {BAG_ACTIONS} from '~/lib/cart/bag-actions';
import {bagStatusPath, type BagMessage} from '~/lib/cart/bag-status';
import {bagViewOf, bagViewSources, loadBagPage} from '~/lib/cart/bag-page.server';
import {
  addToBag,
  changeDiscountCodes,
  removeGatedLines,
  removeLines,
  sendGiftCard,
  toggleCommunity,
  updateLines,
  type ActionResult,
} from '~/lib/cart/actions.server';
import {checkoutRedirect} from '~/lib/cart/checkout.server';
import {bagAddressFor} from '~/lib/customer/addresses.server';
import {recipientAttributes} from '~/lib/cart/gift-card-recipient';
import {
  discountCodeInput,
  discountCodesToRemove,
  heldDiscountCodes,
  isLineId,
  lineAttributesInput,
  lineIdsToRemove,
  linesToUpdate,
} from '~/lib/cart/inputs';
import {linesToAdd} from '~/lib/cart/lines-add.server';
import {bagMessages} from '~/lib/cart/messages.server';
import {bagOutcome} from '~/lib/cart/outcome.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {answeredByBagAction} from '~/lib/root-revalidation';
import {pageMeta} from '~/lib/seo';
import type {RouteShellOptions} from '~/components/layout/route-shell';

/** The bag shows the outcome of a plain form post (`?bag=`) beside its lines. */
export const handle: RouteShellOptions = {showsBagOutcome: true};

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('cart.title'), noindex: true});
};

/** The bag page's data. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {headers, status, ...page} = await loadBagPage(context, new URL(request.url));
  headers.set('Cache-Control', 'private, no-store');
  return data(page, {headers, status});
}

/** A bag action answers with the bag's view: the page takes it from there, not from a reload. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  answeredByBagAction(args) ? false : args.defaultShouldRevalidate;

/**
 * The bag's actions, one `CartForm` action type per case, plus the store's own.
 *
 * Forms post here with JavaScript (a fetcher: JSON back with the outcome in words and the
 * bag's view model, from which the page, the drawer and the header's count settle; nothing
 * reloads) and without it (a plain post carrying `redirectTo`: 303 back to that page with the
 * outcome in `?bag=`). The checkout hand-off always answers 303 to checkout.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return data({error: 'method-not-allowed'}, {status: 405, headers: {Allow: 'POST'}});

  let form: ReturnType<typeof CartForm.getFormInput>;
  try {
    form = CartForm.getFormInput(await request.formData());
  } catch {
    return data({error: 'invalid-form'}, {status: 400});
  }
  const inputs = form.inputs as Record<string, unknown>;

  // Each case checks its input, then names the change to make.
  let change: () => Promise<ActionResult>;
  switch (form.action) {
    case CartForm.ACTIONS.LinesAdd: {
      const lines = linesToAdd(inputs);
      if (!lines) return invalid();
      change = () => addToBag(context, lines);
      break;
    }
    case CartForm.ACTIONS.LinesUpdate: {
      const lines = linesToUpdate(inputs);
      if (!lines) return invalid();
      change = () => updateLines(context, lines);
      break;
    }
    case CartForm.ACTIONS.LinesRemove: {
      const ids = lineIdsToRemove(inputs);
      if (!ids) return invalid();
      change = () => removeLines(context, ids);
      break;
    }
    case CartForm.ACTIONS.DiscountCodesUpdate: {
      const code = discountCodeInput(inputs);
      if (code === null) return invalid();
      change = () =>
        changeDiscountCodes(context, code, discountCodesToRemove(inputs), heldDiscountCodes(inputs));
      break;
    }
    case BAG_ACTIONS.RemoveGatedLines:
      change = () => removeGatedLines(context);
      break;
    case BAG_ACTIONS.ToggleCommunity: {
      const lineId = inputs.lineId;
      if (!isLineId(lineId)) return invalid();
      const on = inputs.on === 'true' || inputs.on === true;
      change = () => toggleCommunity(context, lineId, on, lineAttributesInput(inputs));
      break;
    }
    case BAG_ACTIONS.SendGiftCard: {
      const lineId = inputs.lineId;
      if (!isLineId(lineId)) return invalid();
      change = () => sendGiftCard(context, lineId, recipientAttributes(inputs));
      break;
    }
    case BAG_ACTIONS.Checkout:
      return checkoutRedirect(context, request, {
        checkoutFlags: inputs.checkoutFlags,
        cartAddressFor: bagAddressFor,
      });
    default:
      return data({error: 'unsupported-action'}, {status: 400});
  }

  // What the answer's view needs besides the bag is asked beside the change; a plain post's
  // answer is a redirect to a page that reads its own.
  const plainPost = bagStatusPath(inputs.redirectTo, 'added') !== null;
  const sources = plainPost ? null : bagViewSources(context);
  const result = await change();

  const headers = result.bag ? context.cart.setCartId(result.bag.id) : new Headers();
  headers.set('Cache-Control', 'no-store');
  const back = bagStatusPath(inputs.redirectTo, result.message);
  if (back) return redirect(back, {status: 303, headers});
  // No bag in the answer (the change failed before the bag answered): the page keeps its own.
  const view = result.bag ? await bagViewOf(context, result.bag, sources ?? bagViewSources(context)) : null;
  const {locale} = context.market;
  return data(
    {
      ...bagOutcome(result.message, locale),
      view,
      // The drawer opens after an add with the texts it renders.
      ...(view && form.action === CartForm.ACTIONS.LinesAdd ? {messages: bagMessages(locale, view)} : {}),
    },
    {status: statusFor(result.message), headers},
  );
}

const invalid = () => data({error: 'invalid-lines'}, {status: 400});

/**
 * 503 when the bag could not be reached (the shopper may retry); 403 for a members-only product
 * the shopper may not buy; the cart's own answers are 200.
 */
function statusFor(message: BagMessage): number {
  if (message === 'membersOnly') return 403;
  return message === 'failed' || message === 'updateFailed' || message === 'serviceUnavailable' ? 503 : 200;
}

export default function CartRoute() {
  const {view, messages, outcome} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <BagPage view={view} outcome={outcome}>
        <Outlet />
      </BagPage>
    </I18nProvider>
  );
}
