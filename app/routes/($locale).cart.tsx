import {CartForm} from '@shopify/hydrogen';
import {data, redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {addLinesToBag, linesToAdd, type AddResult} from '~/lib/cart/lines-add.server';
import {bagStatusPath} from '~/lib/cart/bag-status';
import {bagOutcome} from '~/lib/cart/outcome.server';

/**
 * The bag's actions, one `CartForm` action type per case. Only adding lines exists so far;
 * the bag page, drawer and the other actions come with the bag.
 *
 * Forms post here with JavaScript (a fetcher: JSON back, the root reloads the bag count)
 * and without it (a plain post carrying `redirectTo`: 303 back to that page with the
 * outcome in `?bag=`).
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

  let result: AddResult;
  switch (form.action) {
    case CartForm.ACTIONS.LinesAdd: {
      const lines = linesToAdd(form.inputs);
      if (!lines) return data({error: 'invalid-lines'}, {status: 400});
      result = await addLinesToBag(context, lines);
      break;
    }
    default:
      return data({error: 'unsupported-action'}, {status: 400});
  }

  const headers = result.cartId ? context.cart.setCartId(result.cartId) : new Headers();
  const back = bagStatusPath(form.inputs.redirectTo, result.message);
  if (back) return redirect(back, {status: 303, headers});
  return data(
    {...bagOutcome(result.message, context.market.locale), totalQuantity: result.totalQuantity},
    {status: result.message === 'failed' ? 503 : 200, headers},
  );
}

/** The bag page comes with the bag; until then `/cart` is not a page. */
export async function loader() {
  throw new Response('Not found', {status: 404});
}
