/**
 * Shopify's customer account sign-in (OAuth 2.0 authorization code with PKCE, OpenID Connect)
 * at its real paths under `/authentication/{shopId}`: the hosted login page, the token
 * endpoint (authorization code and refresh token grants) and logout.
 */
import {createHash, createHmac, randomBytes} from 'node:crypto';
import {readCookie} from '../http';
import type {EmulatorRequest, EmulatorResponse} from '../service';
import type {CustomerStore} from '../storefront/customers';
import {renderLoginPage, renderMessagePage} from './login-page';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The hosted page remembers who signed in, so a second authorize skips the form (as Shopify's does). */
const SESSION_COOKIE = 'customer_account_session';
const ID_TOKEN_SECRET = 'emulator-customer-account-id-token';

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  scope: string;
  uiLocales: string | null;
}

interface IssuedCode extends AuthorizationRequest {
  customerId: number;
  expiresAt: number;
}

export class CustomerAccountAuth {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly sessions = new Map<string, number>();

  constructor(private readonly customers: () => CustomerStore) {}

  reset(): void {
    this.codes.clear();
    this.sessions.clear();
  }

  /** `GET …/oauth/authorize`: the login page, or straight back with a code when already signed in here. */
  authorize(req: EmulatorRequest, shopId: string, now: number): EmulatorResponse {
    const parsed = readAuthorizationRequest(req.url.searchParams);
    if ('error' in parsed) return html(400, renderMessagePage('Invalid sign-in request', parsed.error));
    const signedIn = this.sessions.get(readCookie(req, SESSION_COOKIE) ?? '');
    const customer = signedIn !== undefined ? this.customers().byId(signedIn) : null;
    if (customer?.state === 'ENABLED') return this.redirectWithCode(parsed, customer.id, now, null);
    return html(
      200,
      renderLoginPage({
        action: `/authentication/${shopId}/login`,
        query: req.url.search,
        lang: parsed.uiLocales,
        email: '',
        error: null,
      }),
    );
  }

  /** `POST …/login`: the hosted form's e-mail and password. */
  login(req: EmulatorRequest, shopId: string, now: number): EmulatorResponse {
    const form = new URLSearchParams(req.body.toString('utf8'));
    const query = form.get('authorize') ?? '';
    const parsed = readAuthorizationRequest(new URLSearchParams(query));
    if ('error' in parsed) return html(400, renderMessagePage('Invalid sign-in request', parsed.error));
    const email = (form.get('email') ?? '').trim();
    const result = this.customers().verifyPassword(email, form.get('password') ?? '');
    if ('code' in result) {
      const error =
        result.code === 'CUSTOMER_DISABLED'
          ? 'This account has been disabled. Contact the store for help.'
          : 'Incorrect e-mail or password.';
      return html(
        401,
        renderLoginPage({
          action: `/authentication/${shopId}/login`,
          query: `?${query}`,
          lang: parsed.uiLocales,
          email,
          error,
        }),
      );
    }
    const session = randomBytes(18).toString('base64url');
    this.sessions.set(session, result.customer.id);
    return this.redirectWithCode(
      parsed,
      result.customer.id,
      now,
      `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`,
    );
  }

  private redirectWithCode(
    request: AuthorizationRequest,
    customerId: number,
    now: number,
    cookie: string | null,
  ): EmulatorResponse {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {...request, customerId, expiresAt: now + CODE_LIFETIME_MS});
    const location = new URL(request.redirectUri);
    location.searchParams.set('code', code);
    location.searchParams.set('state', request.state);
    return {
      status: 302,
      headers: {
        location: location.toString(),
        'cache-control': 'no-store',
        ...(cookie ? {'set-cookie': cookie} : {}),
      },
      body: '',
      operation: 'authorize',
    };
  }

  /** `POST …/oauth/token`: an authorization code (with its PKCE verifier) or a refresh token for tokens. */
  token(req: EmulatorRequest, shopId: string, now: number): EmulatorResponse {
    const form = new URLSearchParams(req.body.toString('utf8'));
    // A public client (no secret) must say where it calls from.
    if (!headerValue(req, 'origin'))
      return oauthError(400, 'invalid_request', 'The Origin header is required');
    const clientId = form.get('client_id');
    if (!clientId) return oauthError(400, 'invalid_client', 'client_id is required');
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt <= now || code.clientId !== clientId)
        return oauthError(400, 'invalid_grant', 'The authorization code is invalid or expired');
      if (form.get('redirect_uri') !== code.redirectUri)
        return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge)
        return oauthError(400, 'invalid_grant', 'The code verifier does not match the code challenge');
      const customer = this.customers().byId(code.customerId);
      if (!customer || customer.state !== 'ENABLED')
        return oauthError(400, 'invalid_grant', 'The customer can no longer sign in');
      const tokens = this.customers().issueAccountTokens(customer, now);
      return tokenAnswer({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expires_in: tokens.expiresIn,
        id_token: this.idToken(shopId, customer.gid, customer.email, clientId, code.nonce, now),
        token_type: 'Bearer',
        scope: code.scope,
      });
    }
    if (grant === 'refresh_token') {
      const tokens = this.customers().refreshAccountTokens(form.get('refresh_token') ?? '', now);
      if (!tokens) return oauthError(400, 'invalid_grant', 'The refresh token is invalid or expired');
      return tokenAnswer({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
      });
    }
    return oauthError(400, 'unsupported_grant_type', `grant_type ${grant ?? '(none)'} is not supported`);
  }

  /** `GET …/logout`: ends the hosted session and every token of the customer the id token names. */
  logout(req: EmulatorRequest): EmulatorResponse {
    const subject = subjectOf(req.url.searchParams.get('id_token_hint'));
    const id = subject ? Number(subject.split('/').pop()) : NaN;
    if (Number.isInteger(id)) this.customers().revokeAccountTokensOf(id);
    const session = readCookie(req, SESSION_COOKIE);
    if (session) this.sessions.delete(session);
    const target = req.url.searchParams.get('post_logout_redirect_uri');
    const clear = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
    if (target && /^https?:\/\//.test(target))
      return {
        status: 302,
        headers: {location: target, 'set-cookie': clear, 'cache-control': 'no-store'},
        body: '',
        operation: 'logout',
      };
    return {
      ...html(200, renderMessagePage('Signed out', 'You have been signed out.')),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': clear,
      },
    };
  }

  /**
   * An OpenID id token. Hydrogen reads its payload with `atob`, which knows base64 but not
   * base64url's `-` and `_`; Shopify's tokens decode there, so these are made to as well.
   */
  private idToken(
    shopId: string,
    subject: string,
    email: string,
    clientId: string,
    nonce: string,
    now: number,
  ): string {
    const header = encodeSegment({alg: 'HS256', typ: 'JWT'});
    for (;;) {
      const payload = encodeSegment({
        iss: `https://shopify.com/authentication/${shopId}`,
        sub: subject,
        aud: clientId,
        email,
        nonce,
        iat: Math.floor(now / 1000),
        exp: Math.floor(now / 1000) + 3600,
        jti: randomBytes(9).toString('hex'),
      });
      if (/[-_]/.test(payload)) continue;
      const signature = createHmac('sha256', ID_TOKEN_SECRET)
        .update(`${header}.${payload}`)
        .digest('base64url');
      return `${header}.${payload}.${signature}`;
    }
  }
}

function encodeSegment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function subjectOf(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {sub?: unknown};
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

function readAuthorizationRequest(params: URLSearchParams): AuthorizationRequest | {error: string} {
  const required = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'scope'] as const;
  for (const name of required) if (!params.get(name)) return {error: `${name} is missing.`};
  if (params.get('response_type') !== 'code') return {error: 'response_type must be code.'};
  if (params.get('code_challenge_method') !== 'S256') return {error: 'code_challenge_method must be S256.'};
  if (!params.get('scope')!.split(' ').includes('openid')) return {error: 'The scope must include openid.'};
  let redirect: URL;
  try {
    redirect = new URL(params.get('redirect_uri')!);
  } catch {
    return {error: 'redirect_uri is not a URL.'};
  }
  // Shopify accepts only https callback addresses.
  if (redirect.protocol !== 'https:') return {error: 'redirect_uri must use https.'};
  return {
    clientId: params.get('client_id')!,
    redirectUri: redirect.toString(),
    state: params.get('state')!,
    nonce: params.get('nonce')!,
    codeChallenge: params.get('code_challenge')!,
    scope: params.get('scope')!,
    uiLocales: params.get('ui_locales'),
  };
}

function html(status: number, body: string): EmulatorResponse {
  return {
    status,
    headers: {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'},
    body,
    operation: 'login-page',
  };
}

function tokenAnswer(body: Record<string, unknown>): EmulatorResponse {
  return {status: 200, headers: {'cache-control': 'no-store'}, body, operation: 'token'};
}

function oauthError(status: number, error: string, description: string): EmulatorResponse {
  return {
    status,
    headers: {'cache-control': 'no-store'},
    body: {error, error_description: description},
    operation: 'token',
  };
}

export function headerValue(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : undefined;
}
