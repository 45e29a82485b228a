import {MarketLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import {MAX_LINE_QUANTITY} from '~/lib/cart/bag-status';
import type {LinkProblem as Problem} from '~/lib/cart/links';

/** Why a bag or discount link could not be used, in the shopper's words, and a way on. */
export function LinkProblem({problem}: {problem: Problem}) {
  const t = useT();
  const title = problem === 'discountMalformed' ? t('links.discountLinkTitle') : t('links.bagLinkTitle');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4 text-neutral-700">{t(`links.${problem}`, {max: MAX_LINE_QUANTITY})}</p>
      <MarketLink to="/" className="mt-6 inline-block underline">
        {t('common.continueShopping')}
      </MarketLink>
    </section>
  );
}
