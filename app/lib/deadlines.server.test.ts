import {describe, expect, it} from 'vitest';
import {
  boundedByDeadline,
  cartWithDeadlines,
  requestDeadlines,
  serviceBudgets,
  ServiceTimeoutError,
  withTimeout,
} from './deadlines.server';

describe('serviceBudgets', () => {
  it('has a budget for every service and takes sane overrides only', () => {
    expect(serviceBudgets({})).toMatchObject({storefront: 3000, content: 1500});
    expect(
      serviceBudgets({SERVICE_BUDGETS_MS: 'storefront=400, content=300,search=abc,email=10,nope=5'}),
    ).toMatchObject({storefront: 400, content: 300, search: 2000, email: 4000});
  });
});

describe('deadlines', () => {
  it('count from the start of the request', () => {
    const deadlines = requestDeadlines(serviceBudgets({}), Date.now() - 1000);
    expect(deadlines.remaining('content')).toBeLessThanOrEqual(500);
    expect(deadlines.remaining('search')).toBeGreaterThan(500);
    expect(requestDeadlines(serviceBudgets({}), 0).remaining('storefront')).toBe(0);
  });

  it('end a call that does not answer with a ServiceTimeoutError', async () => {
    await expect(withTimeout(new Promise(() => {}), 10, 'search')).rejects.toBeInstanceOf(
      ServiceTimeoutError,
    );
    await expect(withTimeout(Promise.resolve(1), 10, 'search')).resolves.toBe(1);
  });

  it('bound every promise-returning method of a client, and pass the rest through', async () => {
    const client = {
      query: () => new Promise(() => {}),
      quick: async () => 'answer',
      id: () => 'sync',
      name: 'client',
    };
    const bounded = boundedByDeadline(
      client,
      requestDeadlines({...serviceBudgets({}), storefront: 20}),
      'storefront',
    );
    await expect(bounded.quick()).resolves.toBe('answer');
    expect(bounded.id()).toBe('sync');
    expect(bounded.name).toBe('client');
    await expect(bounded.query()).rejects.toMatchObject({name: 'ServiceTimeoutError', service: 'storefront'});
  });

  it('fail at once once the budget is spent', async () => {
    const spent = requestDeadlines(serviceBudgets({}), 0);
    const bounded = boundedByDeadline({query: async () => 'late'}, spent, 'storefront', ['query']);
    await expect(bounded.query()).rejects.toBeInstanceOf(ServiceTimeoutError);
  });

  it('give a bag change, and every call after it, the change budget; reads and creating keep the usual one', async () => {
    const deadlines = requestDeadlines({...serviceBudgets({}), storefront: 30}, Date.now());
    const slow = (ms: number, answer: string) => () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(answer), ms));
    const cart = cartWithDeadlines(
      {
        get: slow(60, 'bag'),
        create: slow(60, 'created'),
        addLines: slow(60, 'added'),
        getCartId: () => 'gid://shopify/Cart/1',
      },
      deadlines,
      500,
    );
    expect(cart.getCartId()).toBe('gid://shopify/Cart/1');
    await expect(cart.get()).rejects.toBeInstanceOf(ServiceTimeoutError);
    // A new bag given up on is nobody's: creating one keeps the usual budget.
    await expect(cart.create()).rejects.toBeInstanceOf(ServiceTimeoutError);
    // The request's own budget is spent, yet a change is sent and waited for…
    await expect(cart.addLines()).resolves.toBe('added');
    // …and so is the read that follows it.
    await expect(cart.get()).resolves.toBe('bag');
    expect(deadlines.remaining('storefront')).toBeGreaterThan(0);
    expect(deadlines.remaining('content')).toBeGreaterThan(0);
  });
});
