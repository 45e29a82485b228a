import {MarketLink} from '~/components/ui/MarketLink';

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-4 text-neutral-600">We couldn’t find the page you were looking for.</p>
      <MarketLink to="/" className="mt-6 inline-block underline">
        Continue shopping
      </MarketLink>
    </section>
  );
}
