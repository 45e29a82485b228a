import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {customerAccountResolvers, type AccountRequestContext} from './resolvers';
import type {CustomerAccountApiVersion} from './versions';

const schemas = new Map<string, GraphQLSchema>();

/**
 * The published Customer Account schema of one version with the emulator's resolvers
 * attached, built on that version's first request and kept for the process.
 */
export function loadCustomerAccountSchema(version: CustomerAccountApiVersion): GraphQLSchema {
  let schema = schemas.get(version.handle);
  if (!schema) {
    const path = createRequire(import.meta.url).resolve(version.schemaPackage);
    const json = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery | {data: IntrospectionQuery};
    schema = buildClientSchema('data' in json ? json.data : json);
    for (const [typeName, fields] of Object.entries(customerAccountResolvers)) {
      const type = schema.getType(typeName);
      if (!type || !('getFields' in type))
        throw new Error(`Customer Account schema ${version.handle} has no object type ${typeName}`);
      const schemaFields = type.getFields();
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = schemaFields[fieldName];
        if (!field || !('resolve' in field))
          throw new Error(`Customer Account schema ${version.handle} has no field ${typeName}.${fieldName}`);
        field.resolve = resolve as GraphQLFieldResolver<unknown, AccountRequestContext>;
      }
    }
    schemas.set(version.handle, schema);
  }
  return schema;
}
