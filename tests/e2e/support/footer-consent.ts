import type {BrowserContext} from '@playwright/test';
import {emulatorUrl} from './stack';

/** Keeps the country-confirmation dialog shut, as test automation may. */
export async function skipCountryDialog(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{name: 'automation', value: '1', url: baseURL ?? 'http://localhost:3000'}]);
}

/** Records a consent choice up front so the banner stays out of the way. */
export async function withConsentDecided(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  const value = 'v=1&groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0&at=2025-01-01T00:00:00.000Z';
  await context.addCookies([
    {name: 'alderline_consent', value: encodeURIComponent(value), url: baseURL ?? 'http://localhost:3000'},
  ]);
}

/** Switches an emulator fault on (or off with null) for one service. */
export async function setEmulatorFault(
  service: string,
  fault: Record<string, unknown> | null,
): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/__emulator/faults`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({[service]: fault}),
  });
  if (!response.ok) throw new Error(`Could not set the ${service} fault: ${response.status}`);
}
