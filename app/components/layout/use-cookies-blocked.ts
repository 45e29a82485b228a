import {useEffect, useState} from 'react';

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
