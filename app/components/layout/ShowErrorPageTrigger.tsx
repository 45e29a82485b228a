import {useOptionalRootData} from '~/lib/root-data';
import {TestErrorPageError} from '~/lib/test-error-page';

/** Throws while rendering when the query asks for the test error page. */
export function ShowErrorPageTrigger() {
  if (useOptionalRootData()?.showErrorPage) throw new TestErrorPageError();
  return null;
}
