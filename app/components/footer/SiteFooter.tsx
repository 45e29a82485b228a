import {BRAND_NAME} from '~/lib/brand';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-neutral-200">
      <div className="mx-auto max-w-screen-xl px-4 py-8 text-sm text-neutral-600">
        © {new Date().getFullYear()} {BRAND_NAME}
      </div>
    </footer>
  );
}
