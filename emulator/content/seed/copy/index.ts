import {ar} from './ar';
import {de} from './de';
import {en, type Copy, type CopyKey} from './en';
import {enAU, enGB, enIE} from './en-variants';
import {es, esMX} from './es';
import {fr} from './fr';
import {ja} from './ja';
import {nl} from './nl';
import {pt} from './pt';
import {zhHans} from './zh-hans';
import {zhHant} from './zh-hant';

export type {Copy, CopyKey};
export {en};

/**
 * The texts stored per Contentful locale. Locales not listed (en-ca, en-at, ...) store nothing of
 * their own and read en-us through their fallback, as an editor would leave them in Contentful.
 */
export const COPY_BY_LOCALE: Record<string, Copy> = {
  'en-us': en,
  'en-gb': enGB,
  'en-ie': enIE,
  'en-au': enAU,
  'fr-fr': fr,
  'de-de': de,
  'zh-hk': zhHant,
  'zh-sg': zhHans,
  'ja-jp': ja,
  'es-es': es,
  'es-mx': esMX,
  'nl-nl': nl,
  'pt-pt': pt,
  'ar-ae': ar,
};
