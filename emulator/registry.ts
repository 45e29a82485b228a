/**
 * Builds the list of emulated services. The storefront, search and content services are built in
 * parallel by others and may not exist yet, so they are imported dynamically and skipped when missing.
 */
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {errorMessage, nodeProcess} from './http';
import type {EmulatorService} from './service';
import {createCaptchaService} from './services/captcha';
import {createEmailService} from './services/email';
import {createImagesService} from './services/images';
import {createVideoService} from './services/videos';
import {createPersonalisationService} from './services/personalisation';

interface ServiceOptions {
  /** Deterministic seed for generated data. */
  seed: number;
}

export interface LoadServicesOptions {
  seed?: number;
  log?: (message: string) => void;
}

type Factory = (options: ServiceOptions) => unknown;

/** Optional modules, in routing order. A factory may return one service or several (e.g. storefront + checkout). */
const OPTIONAL_MODULES = [
  {name: 'storefront', path: './storefront/index.ts', factory: 'createStorefrontService'},
  {name: 'checkout', path: './checkout/index.ts', factory: 'createCheckoutService'},
  {name: 'search', path: './search/index.ts', factory: 'createSearchService'},
  {name: 'content', path: './content/index.ts', factory: 'createContentService'},
] as const;

export function seedFromEnv(env = nodeProcess.env): number {
  const value = Number(env.EMULATOR_SEED);
  return env.EMULATOR_SEED && Number.isFinite(value) ? value : 1;
}

function isService(value: unknown): value is EmulatorService {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<EmulatorService>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.matches === 'function' &&
    typeof candidate.handle === 'function'
  );
}

async function loadOptional(
  entry: (typeof OPTIONAL_MODULES)[number],
  options: ServiceOptions,
  log: (message: string) => void,
): Promise<EmulatorService[]> {
  const file = fileURLToPath(new URL(entry.path, import.meta.url));
  if (!existsSync(file)) {
    log(`${entry.name}: skipped (emulator/${entry.path.slice(2)} not present)`);
    return [];
  }
  try {
    const specifier: string = entry.path;
    const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    const factory = module[entry.factory];
    if (typeof factory !== 'function') {
      log(`${entry.name}: skipped (no ${entry.factory} export)`);
      return [];
    }
    const created = await (factory as Factory)(options);
    const list = Array.isArray(created) ? created : [created];
    const valid = list.filter(isService);
    if (valid.length !== list.length)
      log(`${entry.name}: ignored ${list.length - valid.length} invalid service object(s)`);
    return valid;
  } catch (error) {
    log(`${entry.name}: skipped (failed to load: ${errorMessage(error)})`);
    return [];
  }
}

export async function loadServices(options: LoadServicesOptions = {}): Promise<EmulatorService[]> {
  const log = options.log ?? ((message: string) => console.log(`[emulator] ${message}`));
  const serviceOptions: ServiceOptions = {seed: options.seed ?? seedFromEnv()};
  const optional = await Promise.all(
    OPTIONAL_MODULES.map((entry) => loadOptional(entry, serviceOptions, log)),
  );
  // Own services first: their path prefixes are narrow, so a broad matcher elsewhere cannot shadow them.
  return [
    createEmailService(),
    createCaptchaService(),
    createPersonalisationService(serviceOptions),
    createImagesService(),
    createVideoService(),
    ...optional.flat(),
  ];
}
