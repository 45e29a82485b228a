import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type Session, type SessionStorage} from '@shopify/remix-oxygen';

/**
 * The signed session cookie: httpOnly, SameSite=Lax, Secure everywhere but a
 * loopback development host (browsers drop Secure cookies on plain http).
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

  destroy() {
    return this.sessionStorage.destroySession(this.session);
  }

  commit() {
    this.isPending = false;
    return this.sessionStorage.commitSession(this.session);
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}
