import {describe, expect, it} from 'vitest';
import {entry, recordingContext} from '../test-fixtures';
import {mapSiteVariables, sortByContentOrder} from './site-variables';

describe('mapSiteVariables', () => {
  it('keeps boolean flags and reports the rest', () => {
    const ctx = recordingContext();
    const siteVariables = mapSiteVariables(
      entry('site_variables', {
        version: 3,
        locale: 'en-us',
        title: 'Alderline',
        featureFlags: {
          pdp: {showModelSwitcher: false, showAmberModel: 'yes'},
          recaptcha: {bypassAssessment: true},
          broken: 1,
        },
        siteVariables: {
          lists: {
            sizes: ['xs', 's'],
            lengths: ['short', 'regular', 'long'],
            inseams: [5, 5.5],
            fits: ['slim'],
          },
        },
      }),
      ctx,
    );
    expect(siteVariables.featureFlags).toEqual({
      pdp: {showModelSwitcher: false},
      recaptcha: {bypassAssessment: true},
    });
    expect(ctx.warnings).toHaveLength(2);
    expect(siteVariables.lists).toEqual({
      sizes: ['xs', 's'],
      lengths: ['short', 'regular', 'long'],
      inseams: ['5', '5.5'],
      fits: ['slim'],
    });
  });

  it('gives empty lists when content has none', () => {
    expect(mapSiteVariables(entry('site_variables', {}), recordingContext()).lists).toEqual({
      sizes: [],
      lengths: [],
      inseams: [],
    });
  });
});

describe('sortByContentOrder', () => {
  const sizes = [
    'xxxs',
    'xxs',
    'xs',
    's',
    'm',
    'l',
    'xl',
    'xxl',
    '3xl',
    'ONS',
    '28',
    '30',
    'M 4/W 5.5',
    'M 13/W 14.5',
  ];

  it('orders by position in the list, ignoring case and inch marks', () => {
    expect(sortByContentOrder(['XL', 'M 13/W 14.5', 'S', '30"', 'XXS'], sizes, (value) => value)).toEqual([
      'XXS',
      'S',
      'XL',
      '30"',
      'M 13/W 14.5',
    ]);
  });

  it('keeps values the list lacks at the end in their original order', () => {
    const options = [{value: 'Tall'}, {value: 'long'}, {value: 'Petite'}, {value: 'short'}];
    expect(
      sortByContentOrder(options, ['short', 'regular', 'long'], (option) => option.value).map(
        (option) => option.value,
      ),
    ).toEqual(['short', 'long', 'Tall', 'Petite']);
  });
});
