import {describe, expect, it} from 'vitest';
import {createAttributeQueue, mergeAttributes, type Attribute} from './attributes';

describe('mergeAttributes', () => {
  it('merges known keys, keeps the others, and removes a key set to empty', () => {
    const current = [
      {key: '_session_id', value: 'a'},
      {key: 'gift_note', value: 'Happy birthday'},
    ];
    expect(
      mergeAttributes(current, [
        {key: '_session_id', value: 'b'},
        {key: '_market', value: 'GB'},
      ]),
    ).toEqual([
      {key: '_session_id', value: 'b'},
      {key: 'gift_note', value: 'Happy birthday'},
      {key: '_market', value: 'GB'},
    ]);
    expect(mergeAttributes(current, [{key: 'gift_note', value: ''}])).toEqual([
      {key: '_session_id', value: 'a'},
    ]);
  });
});

describe('createAttributeQueue', () => {
  function fakeBag(exists: boolean) {
    let attributes: Attribute[] = [];
    const writes: Attribute[][] = [];
    let inFlight = 0;
    let overlapped = false;
    const queue = createAttributeQueue({
      exists,
      read: async () => attributes,
      write: async (next) => {
        inFlight += 1;
        overlapped ||= inFlight > 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        attributes = next;
        writes.push(next);
        inFlight -= 1;
      },
      onError: () => undefined,
    });
    return {
      queue,
      writes,
      get attributes() {
        return attributes;
      },
      get overlapped() {
        return overlapped;
      },
    };
  }

  it('runs updates one at a time, each merging with the last', async () => {
    const bag = fakeBag(true);
    await Promise.all([
      bag.queue.enqueue([{key: 'a', value: '1'}]),
      bag.queue.enqueue([{key: 'b', value: '2'}]),
      bag.queue.enqueue([{key: 'a', value: '3'}]),
    ]);
    expect(bag.overlapped).toBe(false);
    expect(bag.writes).toHaveLength(3);
    expect(bag.attributes).toEqual([
      {key: 'a', value: '3'},
      {key: 'b', value: '2'},
    ]);
  });

  it('waits for the bag to exist', async () => {
    const bag = fakeBag(false);
    const done = bag.queue.enqueue([{key: 'a', value: '1'}]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bag.writes).toHaveLength(0);
    bag.queue.bagExists();
    await done;
    expect(bag.attributes).toEqual([{key: 'a', value: '1'}]);
  });

  it('reports a failed update and goes on with the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createAttributeQueue({
      exists: true,
      read: async () => [],
      write: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
      },
      onError: (error) => errors.push(error),
    });
    await Promise.all([queue.enqueue([{key: 'a', value: '1'}]), queue.enqueue([{key: 'b', value: '1'}])]);
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
  });
});
