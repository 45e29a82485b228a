import {describe, expect, it} from 'vitest';
import {algoliaHosts} from './client';

describe('algoliaHosts', () => {
  it('is undefined (the service’s own hosts) when no host is set', () => {
    expect(algoliaHosts(undefined)).toBeUndefined();
    expect(algoliaHosts(null)).toBeUndefined();
    expect(algoliaHosts('  ')).toBeUndefined();
  });

  it('turns the emulator origin into one read-write host', () => {
    expect(algoliaHosts('http://127.0.0.1:4100/')).toEqual([
      {url: '127.0.0.1:4100', protocol: 'http', accept: 'readWrite'},
    ]);
    expect(algoliaHosts('search.example.com')).toEqual([
      {url: 'search.example.com', protocol: 'https', accept: 'readWrite'},
    ]);
    expect(() => algoliaHosts('ftp://search.example.com')).toThrow(/http/);
  });
});
