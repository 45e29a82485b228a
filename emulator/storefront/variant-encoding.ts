import type {Product, Variant} from '../seed/types';

interface TrieNode {
  index: number;
  children: TrieNode[];
}

/**
 * Shopify's `v1_` option-value encoding (encodedVariantExistence / Availability): a trie
 * of option-value indexes where `:` descends, `,` closes a prefix, ` ` separates
 * siblings and `a-b` is a run. Hydrogen's getProductOptions decodes it.
 */
export function encodeVariantCombinations(product: Product, variants: Variant[]): string {
  const optionIndexes = product.options.map(
    (option) => new Map(option.values.map((value, index) => [value, index])),
  );
  const tuples = variants
    .map((variant) =>
      product.options.map(
        (option, position) =>
          optionIndexes[position].get(
            variant.selectedOptions.find((o) => o.name === option.name)?.value ?? '',
          ) ?? -1,
      ),
    )
    .filter((tuple) => tuple.every((index) => index >= 0));
  if (tuples.length === 0) return '';
  const root: TrieNode[] = [];
  for (const tuple of tuples) {
    let level = root;
    for (const index of tuple) {
      let node = level.find((n) => n.index === index);
      if (!node) {
        node = {index, children: []};
        level.push(node);
      }
      level = node.children;
    }
  }
  return `v1_${encodeLevel(root, product.options.length)}`;
}

function encodeLevel(nodes: TrieNode[], depth: number): string {
  const sorted = [...nodes].sort((a, b) => a.index - b.index);
  if (depth === 1) return encodeLeaves(sorted.map((n) => n.index));
  return sorted.map((node) => `${node.index}:${encodeLevel(node.children, depth - 1)},`).join('');
}

function encodeLeaves(indexes: number[]): string {
  const parts: string[] = [];
  let start = indexes[0];
  let previous = start;
  for (const index of [...indexes.slice(1), Number.NaN]) {
    if (index === previous + 1) {
      previous = index;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}-${previous}`);
    start = index;
    previous = index;
  }
  return parts.join(' ');
}
