import {describe, expect, it} from 'vitest';
import {redirectToFormPage, returnPathOf} from './document-submission.server';

const subscribed = {ok: true, status: 'subscribed'} as const;

describe('returnPathOf', () => {
  it('is the form page for a browser post and null for a script or API call', () => {
    expect(returnPathOf({returnTo: '/en-gb/products/tee'})).toBe('/en-gb/products/tee');
    expect(returnPathOf({returnTo: '  '})).toBeNull();
    expect(returnPathOf({email: 'a@b.co'})).toBeNull();
    expect(returnPathOf({returnTo: ['/x']})).toBeNull();
  });
});

describe('redirectToFormPage', () => {
  it('sends the shopper back to the page, result in the query and the newsletter in view', () => {
    const response = redirectToFormPage('/en-gb/products/tee?color=red&newsletter=invalid-email', subscribed);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/en-gb/products/tee?color=red&newsletter=subscribed#newsletter',
    );
  });

  it.each([
    ['//evil.example/x', '/x?newsletter=subscribed#newsletter'],
    ['https://evil.example/phish', '/phish?newsletter=subscribed#newsletter'],
    ['/\\evil.example', '/?newsletter=subscribed#newsletter'],
    ['javascript:alert(1)', '/alert(1)?newsletter=subscribed#newsletter'],
  ])('never leaves the site for %s', (returnTo, location) => {
    expect(redirectToFormPage(returnTo, subscribed).headers.get('Location')).toBe(location);
  });
});
