/**
 * A query with a `showErrorPage` parameter (any value) deliberately raises an error,
 * so the error page and its monitoring can be checked on any deployment. Only the
 * parameter itself counts: a search for the word or a campaign tag holding it does not.
 */
const TEST_ERROR_PARAMETER = 'showErrorPage';

export function wantsTestErrorPage(url: string | URL): boolean {
  return new URL(url, 'http://relative.invalid').searchParams.has(TEST_ERROR_PARAMETER);
}

export class TestErrorPageError extends Error {
  constructor() {
    super(`Deliberate test error (${TEST_ERROR_PARAMETER} in the query)`);
    this.name = 'TestErrorPageError';
  }
}
