import type {
  ImageAsset,
  LanguageCode,
  MediaItem,
  Product,
  ProductOption,
  SelectedOption,
  Variant,
} from '../../seed/types';
import {paginate, type ConnectionArgs} from '../connection';
import {localize, type RequestContext, type ResolverMap} from '../context';
import {parseGid} from '../global-id';
import {money, priceIn} from '../money';
import {filterProducts, isAvailable, sortProducts, type ProductSortKey} from '../product-query';
import {optionNameIn, optionValueIn} from '../../seed/option-i18n';
import {encodeVariantCombinations} from '../variant-encoding';
import {metafieldFields} from './metafields';

interface SelectedOptionInput {
  name: string;
  value: string;
}

interface SelectedOptionsArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  caseInsensitiveMatch?: boolean | null;
  ignoreUnknownOptions?: boolean | null;
}

function productByHandleOrId(
  args: {id?: string | null; handle?: string | null},
  context: RequestContext,
): Product | null {
  if (args.handle != null) return context.catalogue.productsByHandle.get(args.handle) ?? null;
  const parsed = parseGid(args.id);
  if (parsed?.type !== 'Product') return null;
  return context.catalogue.productsById.get(parsed.numericId) ?? null;
}

function mediaNode(item: MediaItem) {
  return item.kind === 'image' ? item.image : item.video;
}

function priceRange(product: Product, context: RequestContext, compareAt: boolean) {
  const amounts = product.variants.map((v) =>
    compareAt ? (v.compareAtPrice?.[context.currency] ?? 0) : v.price[context.currency],
  );
  return {
    minVariantPrice: money(Math.min(...amounts), context.currency),
    maxVariantPrice: money(Math.max(...amounts), context.currency),
  };
}

/**
 * Whether a variant's option is the one a client names: by its name and value in the
 * request's language (what the client was given) or in the store's own language.
 */
function optionMatches(
  option: SelectedOption,
  want: SelectedOptionInput,
  language: LanguageCode,
  normalise: (text: string) => string,
): boolean {
  const names = [option.name, optionNameIn(option.name, language)].map(normalise);
  const values = [option.value, optionValueIn(option.name, option.value, language)].map(normalise);
  return names.includes(normalise(want.name)) && values.includes(normalise(want.value));
}

/** Variant matching selected options; unknown option names are ignored when asked to. */
function matchVariant(product: Product, args: SelectedOptionsArgs, language: LanguageCode): Variant | null {
  const wanted = args.selectedOptions ?? [];
  const normalise = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
  const known = new Set(
    product.options.flatMap((o) => [o.name, optionNameIn(o.name, language)]).map(normalise),
  );
  const relevant = wanted.filter((o) => !args.ignoreUnknownOptions || known.has(normalise(o.name)));
  return (
    product.variants.find((variant) =>
      relevant.every((want) =>
        variant.selectedOptions.some((o) => optionMatches(o, want, language, normalise)),
      ),
    ) ?? null
  );
}

function firstAvailable(product: Product): Variant {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0];
}

function partialMatches(
  variant: Variant,
  selected: SelectedOptionInput[],
  language: LanguageCode,
  normalise: (s: string) => string,
): number {
  return selected.filter((want) =>
    variant.selectedOptions.some((o) => optionMatches(o, want, language, normalise)),
  ).length;
}

/** A variant's options as the request's language names them. */
function selectedOptionsIn(variant: Variant, language: LanguageCode): SelectedOptionInput[] {
  return variant.selectedOptions.map((option) => ({
    name: optionNameIn(option.name, language),
    value: optionValueIn(option.name, option.value, language),
  }));
}

export const productResolvers: ResolverMap = {
  QueryRoot: {
    product: (_root, args: {id?: string; handle?: string}, context) => productByHandleOrId(args, context),
    productByHandle: (_root, args: {handle: string}, context) =>
      productByHandleOrId({handle: args.handle}, context),
    products: (
      _root,
      args: ConnectionArgs & {query?: string | null; sortKey?: ProductSortKey | null},
      context,
    ) => {
      const matches = sortProducts(
        filterProducts(context.catalogue.products, args.query, context),
        args.sortKey ?? 'ID',
        context,
      );
      return paginate(matches, args, (p) => p.id);
    },
    productRecommendations: (
      _root,
      args: {productId?: string | null; productHandle?: string | null; intent?: string | null},
      context,
    ) => {
      const product = productByHandleOrId({id: args.productId, handle: args.productHandle}, context);
      if (!product) return null;
      const products = context.catalogue.products;
      if (args.intent === 'COMPLEMENTARY') {
        return products
          .filter(
            (p) =>
              p.gender === product.gender &&
              p.category !== product.category &&
              p.color === product.color &&
              isAvailable(p),
          )
          .slice(0, 10);
      }
      const sameGroup = products.filter(
        (p) => p.familyGroup === product.familyGroup && p.family !== product.family && isAvailable(p),
      );
      const sameFamily = products.filter((p) => p.family === product.family && p.id !== product.id);
      return [...sameGroup, ...sameFamily].slice(0, 10);
    },
    productTags: (_root, args: ConnectionArgs, context) => {
      const tags = [...new Set(context.catalogue.products.flatMap((p) => p.tags))].sort();
      return paginate(tags, args, (tag) => tag);
    },
    productTypes: (_root, args: ConnectionArgs, context) => {
      const types = [...new Set(context.catalogue.products.map((p) => p.productType))].sort();
      return paginate(types, args, (type) => type);
    },
  },
  Product: {
    title: (product: Product, _args, context) => localize(product.title, context),
    description: (product: Product, args: {truncateAt?: number | null}) =>
      args.truncateAt && product.description.length > args.truncateAt
        ? `${product.description.slice(0, args.truncateAt)}…`
        : product.description,
    availableForSale: (product: Product) => isAvailable(product),
    priceRange: (product: Product, _args, context) => priceRange(product, context, false),
    compareAtPriceRange: (product: Product, _args, context) => priceRange(product, context, true),
    featuredImage: (product: Product) => product.images[0] ?? null,
    images: (product: Product, args: ConnectionArgs) => paginate(product.images, args, (image) => image.id),
    media: (product: Product, args: ConnectionArgs) =>
      paginate(product.media.map(mediaNode), args, (media) => media.id),
    options: (product: Product, args: {first?: number | null}) =>
      (args.first != null ? product.options.slice(0, args.first) : product.options).map((option) => ({
        option,
        product,
      })),
    variants: (product: Product, args: ConnectionArgs) => paginate(product.variants, args, (v) => v.id),
    variantsCount: (product: Product) => ({count: product.variants.length, precision: 'EXACT'}),
    totalInventory: (product: Product) => product.variants.reduce((sum, v) => sum + v.inventory, 0),
    variantBySelectedOptions: (product: Product, args: SelectedOptionsArgs, context) =>
      matchVariant(product, args, context.language),
    selectedOrFirstAvailableVariant: (product: Product, args: SelectedOptionsArgs, context) =>
      (args.selectedOptions?.length
        ? matchVariant(product, {ignoreUnknownOptions: true, ...args}, context.language)
        : null) ?? firstAvailable(product),
    adjacentVariants: (product: Product, args: SelectedOptionsArgs, context) => {
      const selected = args.selectedOptions?.length
        ? args.selectedOptions
        : firstAvailable(product).selectedOptions;
      const normalise = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
      const optionCount = product.options.length;
      return product.variants.filter(
        (v) =>
          partialMatches(v, selected, context.language, normalise) ===
          Math.min(selected.length, optionCount) - 1,
      );
    },
    encodedVariantExistence: (product: Product) => encodeVariantCombinations(product, product.variants),
    encodedVariantAvailability: (product: Product) =>
      encodeVariantCombinations(
        product,
        product.variants.filter((v) => v.availableForSale),
      ),
    collections: (product: Product, args: ConnectionArgs, context) =>
      paginate(
        product.collectionHandles
          .map((handle) => context.catalogue.collectionsByHandle.get(handle)!)
          .filter(Boolean),
        args,
        (c) => c.id,
      ),
    seo: (product: Product) => product.seo,
    onlineStoreUrl: (product: Product, _args, context) =>
      `${context.catalogue.shop.primaryDomain.url}/products/${product.handle}`,
    requiresSellingPlan: () => false,
    trackingParameters: () => null,
    category: () => null,
    ...metafieldFields(),
  },
  ProductOption: {
    id: ({option}: {option: ProductOption}) => option.gid,
    name: ({option}: {option: ProductOption}, _args, context) => optionNameIn(option.name, context.language),
    values: ({option}: {option: ProductOption}, _args, context) =>
      option.values.map((value) => optionValueIn(option.name, value, context.language)),
    optionValues: ({option, product}: {option: ProductOption; product: Product}) =>
      option.values.map((value, index) => ({option, product, value, index})),
  },
  ProductOptionValue: {
    id: ({option, index}: {option: ProductOption; index: number}) =>
      `gid://shopify/ProductOptionValue/${option.id * 100 + index}`,
    name: ({option, value}: {option: ProductOption; value: string}, _args, context) =>
      optionValueIn(option.name, value, context.language),
    swatch: ({option, value}: {option: ProductOption; value: string}, _args, context: RequestContext) =>
      option.name === 'Color' ? {color: context.catalogue.colourHex[value] ?? null, image: null} : null,
    firstSelectableVariant: ({
      option,
      value,
      product,
    }: {
      option: ProductOption;
      value: string;
      product: Product;
    }) =>
      product.variants.find(
        (v) =>
          v.availableForSale && v.selectedOptions.some((o) => o.name === option.name && o.value === value),
      ) ??
      product.variants.find((v) =>
        v.selectedOptions.some((o) => o.name === option.name && o.value === value),
      ) ??
      null,
  },
  ProductVariant: {
    selectedOptions: (variant: Variant, _args, context) => selectedOptionsIn(variant, context.language),
    title: (variant: Variant, _args, context) =>
      variant.title
        .split(' / ')
        .map((part) => {
          const option = variant.selectedOptions.find((candidate) => candidate.value === part);
          return option ? optionValueIn(option.name, part, context.language) : part;
        })
        .join(' / '),
    price: (variant: Variant, _args, context) => priceIn(variant.price, context),
    priceV2: (variant: Variant, _args, context) => priceIn(variant.price, context),
    compareAtPrice: (variant: Variant, _args, context) =>
      variant.compareAtPrice ? priceIn(variant.compareAtPrice, context) : null,
    compareAtPriceV2: (variant: Variant, _args, context) =>
      variant.compareAtPrice ? priceIn(variant.compareAtPrice, context) : null,
    product: (variant: Variant, _args, context) => context.catalogue.productsById.get(variant.productId),
    image: (variant: Variant, _args, context): ImageAsset | null => {
      const product = context.catalogue.productsById.get(variant.productId);
      return product?.images[variant.imageIndex] ?? product?.images[0] ?? null;
    },
    quantityAvailable: (variant: Variant) => variant.inventory,
    currentlyNotInStock: () => false,
    taxable: (variant: Variant) => variant.requiresShipping,
    weight: (variant: Variant) => variant.weightGrams,
    weightUnit: () => 'GRAMS',
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    requiresComponents: () => false,
    quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
    shopPayInstallmentsPricing: () => null,
    metafield: () => null,
    metafields: (_variant: Variant, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
};
