import {describe, expect, it} from 'vitest';
import {parsePlacement, placementClasses, type TextPlacement} from './placement';

const FALLBACK: TextPlacement = {overlay: true, vertical: 'top', horizontal: 'center'};

describe('parsePlacement', () => {
  it.each([
    ['overlay-top-left', {overlay: true, vertical: 'top', horizontal: 'start'}],
    ['overlay-bottom-right', {overlay: true, vertical: 'bottom', horizontal: 'end'}],
    ['overlay-center', {overlay: true, vertical: 'center', horizontal: 'center'}],
    ['below', {overlay: false, vertical: 'top', horizontal: 'start'}],
  ])('reads %s', (value, expected) => expect(parsePlacement(value, FALLBACK)).toEqual(expected));

  it.each(['', 'sideways', 'overlay-middle-left', 'overlay-top'])('falls back for %j', (value) =>
    expect(parsePlacement(value, FALLBACK)).toBe(FALLBACK),
  );
});

describe('placementClasses', () => {
  it('uses logical alignment so right-to-left pages mirror', () => {
    expect(placementClasses({overlay: true, vertical: 'bottom', horizontal: 'start'})).toBe(
      'justify-end items-start text-start',
    );
  });
});
