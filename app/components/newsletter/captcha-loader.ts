import {userMessage, type ShownErrorCode} from '~/lib/errors';

/**
 * Loads reCAPTCHA Enterprise on demand and gets a token for an action, with the
 * required polling (20 tries, 500 ms apart) and error texts.
 */

export const CAPTCHA_POLL_INTERVAL_MS = 500;
export const CAPTCHA_POLL_MAX_TRIES = 20;

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: {action: string}): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: {enterprise?: Partial<Enterprise>};
  }
}

/** A captcha failure whose message is one of the catalogue's shown texts, in the form. */
export class CaptchaError extends Error {
  constructor(
    readonly code: ShownErrorCode,
    options?: {cause?: unknown},
  ) {
    super(userMessage(code), options);
    this.name = 'CaptchaError';
  }
}

export interface CaptchaLoaderOptions {
  intervalMs?: number;
  maxTries?: number;
  /** Nonce for the script tag (the page's CSP nonce). */
  nonce?: string;
}

let loading: Promise<Enterprise> | null = null;

function readyApi(): Enterprise | null {
  const api = window.grecaptcha?.enterprise;
  return typeof api?.execute === 'function' && typeof api.ready === 'function' ? (api as Enterprise) : null;
}

/**
 * Adds the script once per page and resolves when `grecaptcha.enterprise` is usable.
 * A failed load may be tried again (the next call starts over).
 */
export function loadCaptcha(scriptUrl: string, options: CaptchaLoaderOptions = {}): Promise<Enterprise> {
  loading ??= new Promise<Enterprise>((resolve, reject) => {
    const present = readyApi();
    if (present) return resolve(present);
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    if (options.nonce) script.nonce = options.nonce;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      script.remove();
      reject(new CaptchaError('CAPTCHA_SCRIPT_FAILED'));
    };
    script.addEventListener('error', fail);
    document.head.appendChild(script);
    // The loader script defines the API itself or fetches more code first; poll until it is there.
    pollFor(readyApi, () => settled, options).then((api) => {
      if (!api) return fail();
      settled = true;
      resolve(api);
    });
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Forget the loaded script (tests). */
export function resetCaptchaLoader(): void {
  loading = null;
}

/** A token for `action`, loading the script first if needed. */
export async function executeCaptcha(
  {siteKey, scriptUrl, action}: {siteKey: string | undefined; scriptUrl: string; action: string},
  options: CaptchaLoaderOptions = {},
): Promise<string> {
  if (!action) throw new CaptchaError('CAPTCHA_MISSING_ACTION');
  if (!siteKey) throw new CaptchaError('CAPTCHA_MISSING_KEY');
  const api = await loadCaptcha(scriptUrl, options);
  await whenReady(api, options);
  let pending: Promise<string>;
  try {
    pending = api.execute(siteKey, {action});
  } catch (error) {
    throw new CaptchaError('CAPTCHA_INVALID_PARAMETERS', {cause: error});
  }
  let token: unknown;
  try {
    token = await pending;
  } catch (error) {
    throw new CaptchaError('CAPTCHA_TOKEN_FAILED', {cause: error});
  }
  if (typeof token !== 'string' || token === '') throw new CaptchaError('CAPTCHA_TOKEN_FAILED');
  return token;
}

/** `grecaptcha.enterprise.ready`, bounded by the same polling budget. */
function whenReady(api: Enterprise, options: CaptchaLoaderOptions): Promise<void> {
  const budget =
    (options.intervalMs ?? CAPTCHA_POLL_INTERVAL_MS) * (options.maxTries ?? CAPTCHA_POLL_MAX_TRIES);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new CaptchaError('CAPTCHA_UNAVAILABLE')), budget);
    api.ready(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function pollFor<T>(
  probe: () => T | null,
  cancelled: () => boolean,
  options: CaptchaLoaderOptions,
): Promise<T | null> {
  const intervalMs = options.intervalMs ?? CAPTCHA_POLL_INTERVAL_MS;
  const maxTries = options.maxTries ?? CAPTCHA_POLL_MAX_TRIES;
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      if (cancelled()) return resolve(null);
      const found = probe();
      tries += 1;
      if (found || tries >= maxTries) return resolve(found);
      setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}
