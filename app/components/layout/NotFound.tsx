import {MarketLink} from '~/components/ui/MarketLink';
import {useUiStrings} from '~/lib/i18n/ui-strings';
import {useOptionalRootData} from '~/lib/root-data';

export function NotFound() {
  const strings = useUiStrings();
  // Without the root loader's data there is no market to keep: a plain link home.
  const canLink = Boolean(useOptionalRootData());
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-2xl font-semibold">{strings.notFoundTitle}</h1>
      <p className="mt-4 text-neutral-600">{strings.notFoundMessage}</p>
      {canLink ? (
        <MarketLink to="/" className="mt-6 inline-block underline">
          {strings.continueShopping}
        </MarketLink>
      ) : (
        <a href="/" className="mt-6 inline-block underline">
          {strings.continueShopping}
        </a>
      )}
    </section>
  );
}
