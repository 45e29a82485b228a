/**
 * Time budgets for the hosted services. Every call to a service gets a timeout, and all calls
 * to one service during one request (retries included) end by the request's start plus that
 * service's budget. A service that does not answer therefore costs a page at most its budget,
 * never a hung request. See docs/decisions/017-deadlines-and-outages.md.
 */

export type Service = 'storefront' | 'content' | 'search' | 'email' | 'captcha' | 'personalisation';

export type ServiceBudgets = Readonly<Record<Service, number>>;

/**
 * How long a request waits for each service, in milliseconds. Content is the shortest: the
 * shell has built-in fallbacks and content is cached, so waiting long buys little.
 * Personalisation only fills sections that stream in after the page (or stay out).
 */
const DEFAULT_BUDGETS: ServiceBudgets = {
  storefront: 3000,
  content: 1500,
  search: 2000,
  email: 4000,
  captcha: 2500,
  personalisation: 1500,
};

const SERVICES = Object.keys(DEFAULT_BUDGETS) as Service[];

let parsed: {raw: string | undefined; budgets: ServiceBudgets} | null = null;

/**
 * The budgets, with `SERVICE_BUDGETS_MS` overrides such as `storefront=2000,content=800`
 * (unknown names and values outside 50–60000 are ignored). Tests use short budgets so that a
 * slow service costs them little.
 */
export function serviceBudgets(env: Pick<Env, 'SERVICE_BUDGETS_MS'>): ServiceBudgets {
  const raw = env.SERVICE_BUDGETS_MS;
  if (parsed && parsed.raw === raw) return parsed.budgets;
  const budgets: Record<Service, number> = {...DEFAULT_BUDGETS};
  for (const pair of (raw ?? '').split(',')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    const ms = Number(value);
    if (SERVICES.includes(name as Service) && Number.isInteger(ms) && ms >= 50 && ms <= 60_000) {
      budgets[name as Service] = ms;
    }
  }
  parsed = {raw, budgets};
  return parsed.budgets;
}

/** A request's deadlines: when each service's budget runs out. */
export interface Deadlines {
  /** Milliseconds left for `service` (0 when spent). */
  remaining(service: Service): number;
  /** From now on `service` has at least `ms` left, however much of its budget was spent. */
  extend(service: Service, ms: number): void;
  readonly budgets: ServiceBudgets;
}

export function requestDeadlines(budgets: ServiceBudgets, startedAt: number = Date.now()): Deadlines {
  const ends = new Map(SERVICES.map((service) => [service, startedAt + budgets[service]]));
  const endOf = (service: Service) => ends.get(service) ?? startedAt + budgets[service];
  return {
    budgets,
    remaining: (service) => Math.max(0, endOf(service) - Date.now()),
    extend(service, ms) {
      ends.set(service, Math.max(endOf(service), Date.now() + ms));
    },
  };
}

/** A service did not answer within its budget. */
export class ServiceTimeoutError extends Error {
  constructor(
    readonly service: Service,
    readonly budgetMs: number,
  ) {
    super(`${service} did not answer within ${budgetMs} ms`);
    this.name = 'ServiceTimeoutError';
  }
}

/**
 * `promise`, or a ServiceTimeoutError once `ms` have passed. For clients that take no abort
 * signal (Hydrogen's Storefront client): the request stops waiting; the worker drops the
 * unanswered sub-request when the response is done.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, service: Service): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceTimeoutError(service, ms)), ms);
  });
  // The loser of the race must not be reported as an unhandled rejection later.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The same object with every promise-returning method (or only `methods`) bounded by
 * `service`'s deadline. Hydrogen's Storefront client and cart handler take no abort signal,
 * so this is where their calls get one.
 */
export function boundedByDeadline<T extends object>(
  target: T,
  deadlines: Deadlines,
  service: Service,
  methods?: ReadonlyArray<keyof T>,
): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      if (methods && !methods.includes(property as keyof T)) return value;
      return (...args: unknown[]) => {
        const remaining = deadlines.remaining(service);
        const result: unknown = Reflect.apply(value as (...a: unknown[]) => unknown, object, args);
        if (!isPromise(result)) return result;
        if (remaining > 0) return withTimeout(result, remaining, service);
        result.catch(() => undefined);
        return Promise.reject(new ServiceTimeoutError(service, deadlines.budgets[service]));
      };
    },
  });
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as {then?: unknown} | null)?.then === 'function';
}

/**
 * The cart handler with every call bounded by the Storefront deadline, and every change to a
 * bag (anything but reading the bag or its id, or creating one) first given at least
 * `changeBudgetMs` from the moment it is sent. That extension holds for the rest of the
 * request, so the calls that follow a change (the free gift follows the bag) wait as long as
 * the change did. Creating a bag keeps the usual budget: a new bag given up on is nobody's
 * (its id never reaches the shopper), so a retry cannot add twice, and a first add fails fast
 * when the Storefront API hangs.
 */
export function cartWithDeadlines<T extends object>(
  cart: T,
  deadlines: Deadlines,
  changeBudgetMs: number,
): T {
  const bounded = boundedByDeadline(cart, deadlines, 'storefront');
  const usualBudget = new Set<PropertyKey>(['get', 'getCartId', 'setCartId', 'create']);
  return new Proxy(bounded, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || usualBudget.has(property)) return value;
      return (...args: unknown[]) => {
        deadlines.extend('storefront', changeBudgetMs);
        return Reflect.apply(value as (...a: unknown[]) => unknown, object, args);
      };
    },
  });
}
