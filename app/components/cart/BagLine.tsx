import {Image} from '@shopify/hydrogen';
import {Price} from '~/components/product/Price';
import {MarketLink} from '~/components/ui/links';
import {LazySection, lazyWithPreload} from '~/page-weight';
import type {BagLineView, BagView} from '~/lib/cart/bag-view';
import {useT} from '~/lib/i18n/i18n';
import type {Answer} from './bag-forms';
import {LineQuantity} from './LineQuantity';

/** Only bags with a gift card need its recipient form: its code loads when one is shown. */
const GiftCardRecipientForm = lazyWithPreload(() => import('./GiftCardRecipientForm').then((m) => m.default));

/** Only community members see the toggle: its code loads when one is shown. */
const CommunityToggle = lazyWithPreload(() => import('./CommunityToggle').then((m) => m.default));

/** A line's image box in CSS pixels (`w-20 h-24`): the image is asked at this size, 1x to 3x. */
const IMAGE_WIDTH = 80;
const IMAGE_HEIGHT = 96;

/** One line of the bag: image, title, price, options, labels, the member's controls, quantity. */
export function BagLine({
  line,
  quantity,
  onQuantity,
  finalSaleLabel,
  giftCardForm,
  onAnswer,
}: {
  line: BagLineView;
  quantity: number;
  onQuantity(quantity: number): void;
  finalSaleLabel: string;
  giftCardForm: BagView['giftCardForm'];
  onAnswer(answer: Answer): void;
}) {
  const t = useT();
  return (
    <li className="flex gap-4 py-4" data-testid="bag-line">
      <div className="h-24 w-20 shrink-0 overflow-hidden bg-neutral-100">
        {line.imageUrl ? (
          // The title beside it names the product: the image adds nothing to read aloud.
          <Image
            src={line.imageUrl}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            crop="center"
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-3">
          <MarketLink to={`/products/${line.handle}`} className="font-semibold hover:underline">
            {line.title}
          </MarketLink>
          <span className="shrink-0" data-testid="line-total">
            <Price price={line.total} compareAt={line.memberPrice?.was} />
          </span>
        </div>
        {line.memberPrice ? (
          <p className="text-sm font-semibold text-red-700" data-testid="member-price">
            {line.memberPrice.label}
            {line.memberPrice.percentOff ? (
              <span className="font-normal"> ({line.memberPrice.percentOff})</span>
            ) : null}
          </p>
        ) : null}
        {line.options.length > 0 ? (
          <p className="text-sm text-neutral-600">
            {line.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 text-xs">
          {line.gift ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 font-semibold text-white">
              {t('cart.giftLabel')}
            </span>
          ) : null}
          {line.finalSale ? (
            <span className="rounded border border-neutral-400 px-2 py-0.5">{finalSaleLabel}</span>
          ) : null}
        </div>
        {line.community !== null ? (
          <LazySection
            component={CommunityToggle}
            when="idle"
            props={{line, community: line.community, onAnswer}}
          />
        ) : null}
        {line.giftCard && giftCardForm ? (
          <LazySection
            component={GiftCardRecipientForm}
            when="idle"
            props={{line, texts: giftCardForm, onAnswer}}
          />
        ) : null}
        {line.gift ? (
          <p className="text-sm text-neutral-600">
            {t('cart.quantity')}: {line.quantity}
          </p>
        ) : (
          <LineQuantity line={line} quantity={quantity} onQuantity={onQuantity} />
        )}
      </div>
    </li>
  );
}
