import type {Product} from '../seed/types';
import type {RequestContext} from './context';
import {isAvailable} from './product-query';

/** Shopify's ProductFilter input (the parts the seed can answer). */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
}

function filterKind(filter: ProductFilterInput): string {
  if (filter.variantOption) return `option:${filter.variantOption.name.toLowerCase()}`;
  return Object.keys(filter).find((key) => filter[key as keyof ProductFilterInput] != null) ?? 'none';
}

function matchesFilter(product: Product, filter: ProductFilterInput, context: RequestContext): boolean {
  if (filter.available != null && isAvailable(product) !== filter.available) return false;
  if (filter.price) {
    const prices = product.variants.map((v) => v.price[context.currency]);
    if (filter.price.min != null && Math.max(...prices) < filter.price.min) return false;
    if (filter.price.max != null && Math.min(...prices) > filter.price.max) return false;
  }
  if (filter.productType != null && product.productType !== filter.productType) return false;
  if (filter.productVendor != null && product.vendor !== filter.productVendor) return false;
  if (filter.tag != null && !product.tags.includes(filter.tag)) return false;
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    const hit = product.variants.some((v) =>
      v.selectedOptions.some(
        (o) => o.name.toLowerCase() === name.toLowerCase() && o.value.toLowerCase() === value.toLowerCase(),
      ),
    );
    if (!hit) return false;
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    if (!product.metafields.some((m) => m.namespace === namespace && m.key === key && m.value === value))
      return false;
  }
  return true;
}

/** Filters of one kind are alternatives (OR); different kinds must all hold (AND). */
export function applyProductFilters(
  products: Product[],
  filters: ProductFilterInput[] | null | undefined,
  context: RequestContext,
): Product[] {
  if (!filters?.length) return products;
  const groups = new Map<string, ProductFilterInput[]>();
  for (const filter of filters)
    groups.set(filterKind(filter), [...(groups.get(filterKind(filter)) ?? []), filter]);
  return products.filter((product) =>
    [...groups.values()].every((group) => group.some((filter) => matchesFilter(product, filter, context))),
  );
}

interface FilterValue {
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: null;
  image: null;
}

/** The facet list Shopify returns beside a collection's products. */
export function describeFilters(products: Product[], context: RequestContext) {
  const count = (values: Map<string, number>, label: string) =>
    values.set(label, (values.get(label) ?? 0) + 1);
  const availability = products.filter(isAvailable).length;
  const types = new Map<string, number>();
  const options = new Map<string, Map<string, number>>();
  for (const product of products) {
    count(types, product.productType);
    for (const option of product.options) {
      const values = options.get(option.name) ?? new Map<string, number>();
      for (const value of option.values) count(values, value);
      options.set(option.name, values);
    }
  }
  const prices = products.flatMap((p) => p.variants.map((v) => v.price[context.currency]));
  const toValues = (
    prefix: string,
    values: Map<string, number>,
    input: (label: string) => unknown,
  ): FilterValue[] =>
    [...values.entries()].map(([label, n]) => ({
      id: `${prefix}.${label.toLowerCase().replace(/\s+/g, '-')}`,
      label,
      count: n,
      input: JSON.stringify(input(label)),
      swatch: null,
      image: null,
    }));
  return [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        {
          id: 'filter.v.availability.1',
          label: 'In stock',
          count: availability,
          input: JSON.stringify({available: true}),
          swatch: null,
          image: null,
        },
        {
          id: 'filter.v.availability.0',
          label: 'Out of stock',
          count: products.length - availability,
          input: JSON.stringify({available: false}),
          swatch: null,
          image: null,
        },
      ],
    },
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({
            price: {
              min: prices.length ? Math.min(...prices) : 0,
              max: prices.length ? Math.max(...prices) : 0,
            },
          }),
          swatch: null,
          image: null,
        },
      ],
    },
    {
      id: 'filter.p.product_type',
      label: 'Product type',
      type: 'LIST',
      presentation: 'TEXT',
      values: toValues('filter.p.product_type', types, (label) => ({productType: label})),
    },
    ...[...options.entries()].map(([name, values]) => ({
      id: `filter.v.option.${name.toLowerCase()}`,
      label: name,
      type: 'LIST',
      presentation: name === 'Color' ? 'SWATCH' : 'TEXT',
      values: toValues(`filter.v.option.${name.toLowerCase()}`, values, (label) => ({
        variantOption: {name: name.toLowerCase(), value: label},
      })),
    })),
  ];
}
