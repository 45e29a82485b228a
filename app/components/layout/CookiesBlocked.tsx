import {useEffect, useState} from 'react';
import {userMessage} from '~/lib/errors';

/**
 * False once the browser says cookies are blocked. Checked after hydration only:
 * the server cannot know, and the server render must match the first client one.
 */
export function useCookiesBlocked(): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (navigator.cookieEnabled === false) setBlocked(true);
  }, []);
  return blocked;
}

export function CookiesBlockedScreen() {
  return (
    <main
      className="mx-auto flex min-h-screen max-w-xl items-center px-6 text-center"
      data-testid="cookies-blocked"
    >
      {/* The spec's text is English on every market; mark it so right-to-left pages keep its punctuation. */}
      <p role="alert" className="text-lg" lang="en" dir="ltr">
        {userMessage('COOKIES_BLOCKED')}
      </p>
    </main>
  );
}
