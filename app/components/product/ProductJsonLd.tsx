import {useLocation, useRouteLoaderData} from '@remix-run/react';
import {useState} from 'react';
import {isHydrated} from '~/lib/hydration';
import {productJsonLd} from '~/lib/product/json-ld';
import type {ProductPageView} from '~/lib/product/types';
import {canonicalUrl} from '~/lib/seo/urls';
import type {RootData} from '~/lib/root-data';

/** `<`, `>`, `&` and the JavaScript line breaks as escapes, so the text cannot end its script element. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string) =>
  json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The product's structured data (schema.org Product with an Offer per variant in the market's
 * currency, its rating and video), written into the document by the server alone: it is built
 * from the view model the page renders anyway, so neither the blocks nor the code that builds
 * them travel to the browser. Hydration keeps the server's script as it is (React does not
 * compare or replace an element's inner HTML when it hydrates); a product page mounted by a
 * navigation in the browser has none, as search engines read documents.
 */
export function ProductJsonLd({product}: {product: ProductPageView}) {
  const root = useRouteLoaderData<RootData>('root');
  const {pathname} = useLocation();
  const [mountedInBrowser] = useState(() => !import.meta.env.SSR && isHydrated());
  if (mountedInBrowser) return null;
  // One script element per block; the browser renders the same empty box and keeps what is in it.
  const scripts =
    import.meta.env.SSR && root
      ? productJsonLd(product, canonicalUrl(root.seo.origin, pathname))
          .map(
            (block) =>
              `<script type="application/ld+json">${escapeForScript(JSON.stringify(block))}</script>`,
          )
          .join('')
      : '';
  return <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{__html: scripts}} />;
}
