import type {ReactNode} from 'react';
import type {ConsentCategory} from '~/lib/consent/categories';
import {useConsent} from './use-consent';

/**
 * Renders its children (an analytics or marketing script, an embed) only while the
 * category is granted; never on the server, so nothing runs before the choice is read.
 */
export function ConsentGate({
  category,
  children,
  fallback = null,
}: {
  category: ConsentCategory;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useConsent().granted(category) ? children : fallback}</>;
}
