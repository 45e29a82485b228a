import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {
  buildClientSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type IntrospectionQuery,
} from 'graphql';
import {emptyConnection} from './connection';
import type {RequestContext, ResolverMap} from './context';
import {typenameFromGid} from './global-id';

let cachedSchema: GraphQLSchema | null = null;

/**
 * Hydrogen 2025.4 ships the 2025-04 schema; the store calls 2025-07. These enum values
 * exist in 2025-07+ (discount-code warnings, the cart size limit) and are emitted here.
 */
const NEWER_ENUM_VALUES: Record<string, string[]> = {
  CartWarningCode: [
    'DISCOUNT_CODE_NOT_HONOURED',
    'DISCOUNT_CURRENTLY_INACTIVE',
    'DISCOUNT_CUSTOMER_NOT_ELIGIBLE',
    'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED',
    'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING',
    'DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE',
    'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
    'DISCOUNT_NO_ENTITLED_SHIPPING_LINES',
    'DISCOUNT_NOT_FOUND',
    'DISCOUNT_PURCHASE_NOT_IN_RANGE',
    'DISCOUNT_QUANTITY_NOT_IN_RANGE',
    'DISCOUNT_USAGE_LIMIT_REACHED',
  ],
  CartErrorCode: ['CART_TOO_LARGE'],
};

interface IntrospectionEnumValueJson {
  name: string;
  description: string | null;
  isDeprecated: boolean;
  deprecationReason: string | null;
}

function addNewerEnumValues(introspection: IntrospectionQuery): void {
  for (const type of introspection.__schema.types) {
    const additions = NEWER_ENUM_VALUES[type.name];
    if (!additions || type.kind !== 'ENUM') continue;
    const values = type.enumValues as unknown as IntrospectionEnumValueJson[];
    for (const name of additions) {
      if (!values.some((v) => v.name === name))
        values.push({name, description: null, isDeprecated: false, deprecationReason: null});
    }
  }
}

/** The real Storefront API schema Hydrogen ships, built once per process. */
export function loadStorefrontSchema(): GraphQLSchema {
  if (!cachedSchema) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(path, 'utf8')) as
      | IntrospectionQuery
      | {data: IntrospectionQuery};
    const data = 'data' in introspection ? introspection.data : introspection;
    addNewerEnumValues(data);
    cachedSchema = buildClientSchema(data);
  }
  return cachedSchema;
}

/**
 * Attaches resolvers to the schema's fields. Throws on a type or field the schema does not
 * have, so a typo fails at start-up instead of silently returning null.
 */
export function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) throw new Error(`Storefront schema has no object type ${typeName}`);
    const schemaFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = schemaFields[fieldName];
      if (!field || !('resolve' in field))
        throw new Error(`Storefront schema has no field ${typeName}.${fieldName}`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, RequestContext>;
    }
  }
}

/**
 * Reads plain seeded objects: `id` comes from `gid`, function properties are called with
 * (args, context, info), and a field the seed never models answers an empty value of its
 * type (empty list, empty connection, false) rather than failing a non-null check.
 */
export const defaultFieldResolver: GraphQLFieldResolver<unknown, RequestContext> = (
  source,
  args,
  context,
  info,
) => {
  if (source === null || typeof source !== 'object') return null;
  const record = source as Record<string, unknown>;
  if (info.fieldName === 'id' && typeof record.gid === 'string') return record.gid;
  const value = record[info.fieldName];
  if (typeof value === 'function')
    return (value as (a: unknown, c: RequestContext, i: unknown) => unknown).call(
      source,
      args,
      context,
      info,
    );
  if (value !== undefined) return value;
  return emptyValueFor(info.returnType);
};

function emptyValueFor(returnType: Parameters<typeof getNullableType>[0]): unknown {
  const nullable = getNullableType(returnType);
  if (nullable === returnType) return null;
  if (isListType(nullable)) return [];
  const named = getNamedType(nullable);
  if (isObjectType(named) && named.name.endsWith('Connection')) return emptyConnection();
  if (isScalarType(named)) {
    if (named.name === 'Boolean') return false;
    if (named.name === 'Int' || named.name === 'Float') return 0;
    if (named.name === 'String' || named.name === 'ID') return '';
  }
  return null;
}

/** Abstract types (Node, Media, Merchandise, MetafieldReference …) resolve from `__typename` or the gid. */
export const typeResolver: GraphQLTypeResolver<unknown, RequestContext> = (value) => {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as {__typename?: unknown; gid?: unknown};
  if (typeof record.__typename === 'string') return record.__typename;
  return typenameFromGid(record.gid);
};
