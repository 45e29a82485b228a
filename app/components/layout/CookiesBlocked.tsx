import {userMessage} from '~/lib/errors';

/** In place of the page when the browser blocks cookies (see `useCookiesBlocked`); loaded only then. */
export function CookiesBlockedScreen() {
  return (
    <main
      className="mx-auto flex min-h-screen max-w-xl items-center px-6 text-center"
      data-testid="cookies-blocked"
    >
      {/* This text is English on every market; mark it so right-to-left pages keep its punctuation. */}
      <p role="alert" className="text-lg" lang="en" dir="ltr">
        {userMessage('COOKIES_BLOCKED')}
      </p>
    </main>
  );
}
