/**
 * The checkout hand-off target: `GET /checkouts/cn/{cartToken}` renders the cart's lines,
 * totals and buyer. Reads the live storefront state of the same seed.
 */
import {readCookie} from '../http';
import {getCatalogue} from '../seed/index';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';
import {priceCart} from '../storefront/cart-pricing';
import {liveStorefrontState} from '../storefront/index';
import {CHECKOUT_SESSION_COOKIE} from '../storefront/multipass-login';
import type {StorefrontState} from '../storefront/state';
import {renderCheckoutPage} from './page';

const CHECKOUT_PATH = /^\/checkouts\/cn\/([^/]+)\/?$/;

export interface CheckoutServiceOptions {
  seed?: number;
  /** The storefront state to read; defaults to the live storefront service of the same seed. */
  state?: StorefrontState;
}

export function createCheckoutService(options: CheckoutServiceOptions = {}): EmulatorService {
  const seed = options.seed ?? 1;
  const catalogue = getCatalogue(seed);

  const html = (status: number, body: string): EmulatorResponse => ({
    status,
    headers: {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'},
    body,
    operation: 'checkout',
  });

  return {
    name: 'checkout',
    matches: (url, method) => CHECKOUT_PATH.test(url.pathname) && (method === 'GET' || method === 'HEAD'),
    handle(req: EmulatorRequest) {
      const state = options.state ?? liveStorefrontState(seed);
      const token = decodeURIComponent(CHECKOUT_PATH.exec(req.url.pathname)?.[1] ?? '');
      const cart = state?.carts.find(token);
      if (!state || !cart)
        return html(
          404,
          '<!doctype html><title>Checkout not found</title><h1>This checkout does not exist or has expired.</h1>',
        );
      const sessionCustomer = state.customers.byAccessToken(
        readCookie(req, CHECKOUT_SESSION_COOKIE),
        Date.now(),
      );
      // Checkout prices for the buyer it serves: signed in there (Multipass), else the cart's.
      const customer = sessionCustomer ?? state.carts.customerOf(cart);
      const market = catalogue.marketsByCountry.get(cart.countryCode);
      const locale = `${(market?.language ?? 'EN').split('_')[0].toLowerCase()}-${cart.countryCode}`;
      return html(
        200,
        renderCheckoutPage({
          cart,
          pricing: priceCart(cart, catalogue, customer),
          customer,
          locale,
        }),
      );
    },
  };
}
