import type {IdSequence} from './ids';
import type {Metafield} from './types';

/**
 * Product metafield keys (namespace `custom`), documented in emulator/storefront/README.md.
 * The app reads them with `metafield(namespace: "custom", key: ...)`.
 */
export const PRODUCT_METAFIELD_NAMESPACE = 'custom';

export function createMetafield(
  ids: IdSequence,
  namespace: string,
  key: string,
  type: string,
  value: string,
  referenceGid?: string,
): Metafield {
  const {id, gid} = ids.next('Metafield');
  return referenceGid
    ? {id, gid, namespace, key, type, value, referenceGid}
    : {id, gid, namespace, key, type, value};
}
