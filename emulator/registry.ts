/**
 * The emulated services, in routing order. Every service is imported statically: one
 * that fails to build stops the emulator with its error instead of vanishing quietly.
 */
import {nodeProcess} from './http';
import type {EmulatorService} from './service';
import {createCheckoutService} from './checkout/index';
import {createContentService} from './content/index';
import {createCustomerAccountService} from './customer-account/index';
import {createSearchService} from './search/index';
import {createAnalyticsService} from './services/analytics';
import {createCaptchaService} from './services/captcha';
import {createEmailService} from './services/email';
import {createImagesService} from './services/images';
import {createMonitoringService} from './services/monitoring';
import {createPersonalisationService} from './services/personalisation';
import {createReviewsService} from './services/reviews';
import {createShopifyAnalyticsService} from './services/shopify-analytics';
import {createVideoService} from './services/videos';
import {createStorefrontService} from './storefront/index';

export function seedFromEnv(env = nodeProcess.env): number {
  const value = Number(env.EMULATOR_SEED);
  return env.EMULATOR_SEED && Number.isFinite(value) ? value : 1;
}

export function loadServices(options: {seed?: number} = {}): EmulatorService[] {
  const seed = options.seed ?? seedFromEnv();
  // Narrow path prefixes first, so a broad matcher further down cannot shadow them.
  return [
    createEmailService(),
    createCaptchaService(),
    createMonitoringService(),
    createAnalyticsService(),
    createShopifyAnalyticsService({seed}),
    createPersonalisationService({seed}),
    createReviewsService({seed}),
    createImagesService(),
    createVideoService(),
    createStorefrontService({seed}),
    createCheckoutService({seed}),
    createCustomerAccountService({seed}),
    createSearchService({seed}),
    createContentService({seed}),
  ];
}
