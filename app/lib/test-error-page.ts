/**
 * A query containing `showErrorPage` deliberately raises an error, so
 * the error page and its monitoring can be checked on any deployment.
 */
const TEST_ERROR_PARAMETER = 'showErrorPage';

export function wantsTestErrorPage(url: string | URL): boolean {
  return new URL(url, 'http://relative.invalid').search.includes(TEST_ERROR_PARAMETER);
}

export class TestErrorPageError extends Error {
  constructor() {
    super(`Deliberate test error (${TEST_ERROR_PARAMETER} in the query)`);
    this.name = 'TestErrorPageError';
  }
}
