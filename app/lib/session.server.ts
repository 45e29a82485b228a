import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type Session, type SessionStorage} from '@shopify/remix-oxygen';

/** Session key for when the cookie should expire (ISO date-time); without it the cookie lasts the browser session. */
const COOKIE_EXPIRES_KEY = 'cookieExpiresAt';

/**
 * The signed session cookie: httpOnly, SameSite=Lax, Secure everywhere but a
 * loopback development host (browsers drop Secure cookies on plain http). While it
 * carries something that expires (a customer's access token), it expires with it.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;

  private constructor(
    private readonly sessionStorage: SessionStorage,
    private readonly session: Session,
  ) {}

  static async init(request: Request, secrets: string[]) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure: !isLoopback(new URL(request.url).hostname),
        secrets,
      },
    });
    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());
    return new this(storage, session);
  }

  get has() {
    return this.session.has;
  }

  get get() {
    return this.session.get;
  }

  get flash() {
    return this.session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.session.unset;
  }

  get set() {
    this.isPending = true;
    return this.session.set;
  }

  /** Makes the cookie expire at `expiresAt` (or end with the browser session for null). */
  setCookieExpiry(expiresAt: string | null) {
    if (expiresAt) this.set(COOKIE_EXPIRES_KEY, expiresAt);
    else this.unset(COOKIE_EXPIRES_KEY);
  }

  destroy() {
    return this.sessionStorage.destroySession(this.session);
  }

  commit() {
    this.isPending = false;
    const expiresAt = this.session.get(COOKIE_EXPIRES_KEY) as string | undefined;
    const expires = expiresAt ? new Date(expiresAt) : null;
    return this.sessionStorage.commitSession(
      this.session,
      expires && !Number.isNaN(expires.getTime()) ? {expires} : undefined,
    );
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
