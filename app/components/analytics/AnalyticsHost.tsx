import {Suspense} from 'react';
import {ConsentGate} from '~/components/consent/ConsentGate';
import {lazyWithPreload} from '~/page-weight';

/** Never rendered on the server (the gate is closed there): its code stays out of the worker. */
const AnalyticsRuntime = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./AnalyticsRuntime').then((module) => module.AnalyticsRuntime),
);

/**
 * Analytics' gate: renders nothing on the server and nothing until analytics consent (C0002)
 * is granted, in the market's default or by the shopper; only then does the analytics code
 * load. Withdrawing consent unmounts it, and nothing more is sent.
 */
export function AnalyticsHost() {
  return (
    <ConsentGate category="C0002">
      <Suspense fallback={null}>
        <AnalyticsRuntime />
      </Suspense>
    </ConsentGate>
  );
}
