import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {gunzipSync} from 'node:zlib';
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
import {consentResolvers, withConsentManagement} from './consent';
import {typenameFromGid} from './global-id';
import {storefrontResolvers} from './resolvers/index';
import {unstableShopResolvers} from './resolvers/shop';
import type {ApiVersion} from './versions';

const schemas = new Map<string, GraphQLSchema>();

function readIntrospection(version: ApiVersion): IntrospectionQuery {
  const path =
    'package' in version.schema
      ? createRequire(import.meta.url).resolve(version.schema.package)
      : fileURLToPath(new URL(version.schema.file, import.meta.url));
  const raw = readFileSync(path);
  const json = JSON.parse((path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as
    | IntrospectionQuery
    | {data: IntrospectionQuery};
  return 'data' in json ? json.data : json;
}

/**
 * The published Storefront schema of one API version with the emulator's resolvers attached,
 * built on the first request for that version (≈ 100 ms each) and kept for the process.
 */
export function loadStorefrontSchema(version: ApiVersion): GraphQLSchema {
  let schema = schemas.get(version.handle);
  if (!schema) {
    schema = buildClientSchema(readIntrospection(version));
    if (version.handle === 'unstable') schema = withConsentManagement(schema);
    attachResolvers(schema, storefrontResolvers());
    if (version.handle === 'unstable') {
      attachResolvers(schema, consentResolvers);
      attachResolvers(schema, unstableShopResolvers);
    }
    schemas.set(version.handle, schema);
  }
  return schema;
}

/**
 * Attaches resolvers to the schema's fields. Throws on a type or field the schema does not
 * have, so a typo (or a field a version dropped) fails loudly instead of silently returning
 * null; schema.test.ts loads every version.
 */
function attachResolvers(schema: GraphQLSchema, resolvers: ResolverMap): void {
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
