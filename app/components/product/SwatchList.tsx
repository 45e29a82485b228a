import {useLocation} from '@remix-run/react';
import {MarketLink} from '~/components/ui/links';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {FamilySwatch, ProductExtrasSection} from '~/lib/product/types';

/** Parameters a swatch link carries over to the other colour (where the shopper came from). */
const CARRIED_PARAMS = ['collection', 'queryId'];

/**
 * The family's colours, each a link to its own product page; the current one marked. `named`
 * (the A/B tool's second design) shows squares with the colour's name under each.
 */
function SwatchList({
  swatches,
  countText,
  named = false,
}: {
  swatches: FamilySwatch[];
  countText?: string;
  named?: boolean;
}) {
  const t = useT();
  const {search} = useLocation();
  const current = new URLSearchParams(search);
  const carried = new URLSearchParams(
    CARRIED_PARAMS.flatMap((name) => (current.get(name) ? [[name, current.get(name)!]] : [])),
  ).toString();
  return (
    // Its own space below: its section's frame has no box, so the column's spacing skips it.
    <nav aria-label={t('product.colours')} className="mb-6 space-y-2">
      <p className="text-sm">
        <span className="font-semibold">{t('product.colours')}</span>{' '}
        {countText ? <span className="text-neutral-600">({countText})</span> : null}
      </p>
      <ul
        className={`flex flex-wrap ${named ? 'gap-3' : 'gap-2'}`}
        data-swatch-design={named ? 'named' : 'dots'}
      >
        {swatches.map((swatch) => (
          <li key={swatch.handle}>
            <MarketLink
              to={`/products/${swatch.handle}${carried ? `?${carried}` : ''}`}
              prefetch="intent"
              aria-label={named ? undefined : swatch.color}
              aria-current={swatch.current ? 'page' : undefined}
              title={swatch.color}
              className={`block p-0.5 ring-offset-1 ${named ? 'w-20 rounded text-center text-xs' : 'rounded-full'} ${
                swatch.current ? 'ring-2 ring-neutral-900' : 'ring-1 ring-transparent hover:ring-neutral-400'
              }`}
            >
              <span
                aria-hidden={named ? true : undefined}
                className={`block border border-neutral-300 bg-cover bg-center ${
                  named ? 'mx-auto h-10 w-10 rounded-sm' : 'h-8 w-8 rounded-full'
                } ${swatch.available ? '' : 'opacity-50'}`}
                style={{
                  backgroundColor: swatch.swatchColor ?? undefined,
                  backgroundImage: swatch.swatchImage ? `url(${swatch.swatchImage})` : undefined,
                }}
              />
              {named ? <span className="mt-1 block hyphens-auto leading-tight">{swatch.color}</span> : null}
            </MarketLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The family's colours beside the option groups (a server section shared with the lists under
 * the product): nothing for a product without other colours.
 */
export function FamilySwatchesSection({
  family,
  familyCountText,
  messages,
  namedSwatches,
}: Pick<ProductExtrasSection, 'family' | 'familyCountText' | 'messages' | 'namedSwatches'>) {
  return family.length > 1 ? (
    <I18nProvider messages={messages}>
      <SwatchList swatches={family} countText={familyCountText} named={namedSwatches === true} />
    </I18nProvider>
  ) : null;
}
