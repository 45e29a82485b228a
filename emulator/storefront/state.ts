import type {Catalogue} from '../seed/types';
import {CartStore, type CartSnapshot} from './cart';
import {CustomerStore, type CustomerSnapshot} from './customers';

export interface StorefrontSnapshot {
  version: 1;
  carts: CartSnapshot;
  customers: CustomerSnapshot;
}

/** The mutable side of the storefront: carts, customer accounts and their tokens. */
export class StorefrontState {
  readonly carts: CartStore;
  readonly customers: CustomerStore;

  constructor(catalogue: Catalogue) {
    this.customers = new CustomerStore(catalogue);
    this.carts = new CartStore(catalogue, this.customers);
  }

  snapshot(): StorefrontSnapshot {
    return {version: 1, carts: this.carts.snapshot(), customers: this.customers.snapshot()};
  }

  restore(data: unknown): void {
    if (!data || typeof data !== 'object' || (data as {version?: unknown}).version !== 1) return;
    const snapshot = data as StorefrontSnapshot;
    this.carts.restore(snapshot.carts);
    this.customers.restore(snapshot.customers);
  }

  reset(): void {
    this.carts.reset();
    this.customers.reset();
  }
}
