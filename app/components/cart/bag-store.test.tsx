// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import type {BagView} from '~/lib/cart/bag-view';
import {publishBagAnswer, useAnsweredBag, useBagCount, useBagView} from './bag-store';

afterEach(cleanup);

const bag = (totalQuantity: number) => ({totalQuantity, lines: []}) as unknown as BagView;

function Heading({view}: {view: BagView}) {
  return <h1>{useBagView(view).totalQuantity} items</h1>;
}

function Count({cart}: {cart: Promise<{totalQuantity: number} | null>}) {
  return <span>count {useBagCount(cart) ?? 'unknown'}</span>;
}

function Drawer() {
  const answered = useAnsweredBag();
  return (
    <p>
      drawer {answered ? `${answered.view.totalQuantity} ${answered.messages?.['cart.title']}` : 'closed'}
    </p>
  );
}

describe('the bag in the browser after a press', () => {
  it('shows the bag an action answered with over the page’s own, and the page’s own when it came later', () => {
    const {rerender} = render(<Heading view={bag(14)} />);
    expect(screen.getByRole('heading').textContent).toBe('14 items');

    act(() => publishBagAnswer({message: 'removed', view: bag(1)}));
    expect(screen.getByRole('heading').textContent).toBe('1 items');

    // A page load or a navigation after it brings the page's own data again: it is newer.
    rerender(<Heading view={bag(2)} />);
    expect(screen.getByRole('heading').textContent).toBe('2 items');
  });

  it('keeps the bag as it is when an answer carries none (the change failed), and takes each answer once', () => {
    render(<Heading view={bag(3)} />);
    act(() => publishBagAnswer({message: 'updateFailed', view: null}));
    expect(screen.getByRole('heading').textContent).toBe('3 items');

    const answer = {message: 'updated' as const, view: bag(4)};
    act(() => publishBagAnswer(answer));
    act(() => publishBagAnswer({message: 'updated', view: bag(5)}));
    // The same answer again (a component seeing it later) does not take the bag back.
    act(() => publishBagAnswer(answer));
    expect(screen.getByRole('heading').textContent).toBe('5 items');
  });

  it('gives the header the streamed count, then each answer’s', async () => {
    let resolve: (value: {totalQuantity: number}) => void = () => undefined;
    const cart = new Promise<{totalQuantity: number}>((done) => (resolve = done));
    render(<Count cart={cart} />);
    await act(async () => resolve({totalQuantity: 2}));
    expect(screen.getByText(/count/).textContent).toBe('count 2');
    act(() => publishBagAnswer({message: 'added', view: bag(3)}));
    expect(screen.getByText(/count/).textContent).toBe('count 3');
  });

  it('keeps the drawer’s texts from the last add when later answers bring none', () => {
    render(<Drawer />);
    act(() =>
      publishBagAnswer({message: 'added', view: bag(1), messages: {'cart.title': 'Your bag'} as never}),
    );
    act(() => publishBagAnswer({message: 'updated', view: bag(2)}));
    expect(screen.getByText(/drawer/).textContent).toBe('drawer 2 Your bag');
  });
});
