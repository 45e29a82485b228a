import {Form, useLocation, useRevalidator} from '@remix-run/react';
import {useEffect} from 'react';
import type {PreviewBarView} from '~/lib/preview/bar.server';

/** How often an open preview asks for the latest drafts (see docs/decisions/027). */
const REFRESH_MS = 15_000;

/**
 * Shown only to a merchandiser in preview: what they are looking at and a way out. While the tab
 * is visible the page reloads its data every few seconds, so saved drafts appear without a reload.
 */
export function PreviewBar({view}: {view: PreviewBarView}) {
  const location = useLocation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <aside
      aria-label={view.label}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-neutral-900"
    >
      <strong>{view.label}</strong>
      <span>{view.drafts}</span>
      <span>{view.locale}</span>
      <span>{view.market}</span>
      <Form method="post" action="/preview" reloadDocument>
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="rounded border border-neutral-900 px-3 py-1 font-medium">
          {view.exit}
        </button>
      </Form>
    </aside>
  );
}
