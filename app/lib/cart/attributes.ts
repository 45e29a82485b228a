/**
 * Bag attributes (key/value notes on the cart, read by checkout and the order). Updates are
 * queued and run one at a time, so two updates never overwrite each other's keys, and only
 * once the bag exists: an update asked for before that waits for the bag's creation. Each
 * update merges into the bag's attributes by key, so setting one key keeps the others.
 */

export interface Attribute {
  key: string;
  value: string;
}

/** The bag's attributes with `updates` merged by key (a later value wins; an empty value removes the key). */
export function mergeAttributes(current: readonly Attribute[], updates: readonly Attribute[]): Attribute[] {
  const merged = new Map(current.map((a) => [a.key, a.value]));
  for (const {key, value} of updates) {
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  return [...merged].map(([key, value]) => ({key, value}));
}

export interface AttributeQueue {
  /** Queues an update; resolves once it has been written (or failed and been reported). */
  enqueue(updates: readonly Attribute[]): Promise<void>;
  /** The bag now exists: queued updates start. */
  bagExists(): void;
}

/**
 * A queue over `write`, which receives the merged attributes to set. `read` gives the bag's
 * current attributes just before each write, so each update merges with the previous one's result.
 */
export function createAttributeQueue(options: {
  exists: boolean;
  read(): Promise<readonly Attribute[]>;
  write(attributes: Attribute[]): Promise<void>;
  onError(error: unknown): void;
}): AttributeQueue {
  let release: () => void = () => undefined;
  const ready = options.exists ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
  let tail: Promise<void> = ready;
  return {
    enqueue(updates) {
      const run = tail.then(async () => {
        try {
          await options.write(mergeAttributes(await options.read(), updates));
        } catch (error) {
          options.onError(error);
        }
      });
      tail = run;
      return run;
    },
    bagExists() {
      release();
    },
  };
}
