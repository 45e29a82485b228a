import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {parse, type OperationDefinitionNode} from 'graphql';

export interface ShippedOperation {
  name: string;
  kind: 'query' | 'mutation';
  /** The full document: the operation plus the fragments it was exported with. */
  document: string;
}

/** Every named query and mutation exported as a `#graphql` string from graphql/*.ts. */
export async function collectOperations(directory = 'graphql'): Promise<ShippedOperation[]> {
  const operations: ShippedOperation[] = [];
  const files = readdirSync(directory).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.includes('.test.'),
  );
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ join(process.cwd(), directory, file))) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (typeof value !== 'string' || !value.includes('#graphql')) continue;
      const definitions = parse(value).definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
      );
      for (const definition of definitions) {
        if (definition.operation === 'subscription' || !definition.name) continue;
        operations.push({name: definition.name.value, kind: definition.operation, document: value});
      }
    }
  }
  return operations;
}
