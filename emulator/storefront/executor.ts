import {
  execute,
  getDirectiveValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {PRIMARY_COUNTRY} from '../seed/markets';
import type {Catalogue, CountryCode, LanguageCode} from '../seed/types';
import type {RequestContext} from './context';
import {executionErrorJson, validationErrorJson, type ShopifyErrorJson} from './errors';
import {defaultFieldResolver, typeResolver} from './schema';
import type {StorefrontState} from './state';

type PreparedDocument =
  | {document: DocumentNode; errors?: undefined}
  | {document?: undefined; errors: ShopifyErrorJson[]};

const MAX_CACHED_DOCUMENTS = 2000;

export interface ExecutionInput {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
  origin: string;
  now: number;
  /** The browser page's host (Origin header), when a browser made the request. */
  cookieDomain?: string | null;
}

export interface ExecutionResult {
  body: {data?: unknown; errors?: ShopifyErrorJson[]};
  operation: string;
  headers: Record<string, string>;
}

/** Parses, validates and executes operations against one API version; documents are cached by text. */
export class StorefrontExecutor {
  private readonly documents = new Map<string, PreparedDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly catalogue: Catalogue,
    private readonly state: StorefrontState,
  ) {}

  async run(input: ExecutionInput): Promise<ExecutionResult> {
    const prepared = this.prepare(input.query);
    if (!prepared.document)
      return {body: {errors: prepared.errors}, operation: input.operationName ?? 'invalid', headers: {}};
    const operation = pickOperation(prepared.document, input.operationName);
    const operationLabel = input.operationName ?? operation?.name?.value ?? 'anonymous';
    const variables = input.variables ?? {};
    const context = this.buildContext(operation, variables, input);
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      rootValue: {},
      variableValues: variables,
      operationName: input.operationName ?? undefined,
      contextValue: context,
      fieldResolver: defaultFieldResolver,
      typeResolver,
    });
    const body: ExecutionResult['body'] = {};
    if (result.errors?.length) {
      // Variable coercion and operation-selection errors come back without data, like Shopify's.
      body.errors = result.errors.map(executionErrorJson);
      for (const error of result.errors)
        if (error.originalError && !(error.originalError instanceof GraphQLError)) logResolverError(error);
    }
    if (result.data !== undefined) body.data = result.data;
    return {
      body: {
        ...(body.data !== undefined ? {data: body.data} : {}),
        ...(body.errors ? {errors: body.errors} : {}),
      },
      operation: operationLabel,
      headers: context.responseHeaders,
    };
  }

  private prepare(query: string): PreparedDocument {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let prepared: PreparedDocument;
    try {
      const document = parse(query);
      const errors = validate(this.schema, document, specifiedRules);
      prepared = errors.length ? {errors: errors.map(validationErrorJson)} : {document};
    } catch (error) {
      prepared = {
        errors: [
          validationErrorJson(error instanceof GraphQLError ? error : new GraphQLError(String(error))),
        ],
      };
    }
    if (this.documents.size >= MAX_CACHED_DOCUMENTS)
      this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(query, prepared);
    return prepared;
  }

  private buildContext(
    operation: OperationDefinitionNode | null,
    variables: Record<string, unknown>,
    input: ExecutionInput,
  ): RequestContext {
    const directive = this.schema.getDirective('inContext');
    let values:
      | {country?: unknown; language?: unknown; buyer?: {customerAccessToken?: unknown} | null}
      | undefined;
    try {
      values =
        directive && operation
          ? (getDirectiveValues(directive, operation, variables) as typeof values)
          : undefined;
    } catch {
      values = undefined; // invalid variables: execute() reports them
    }
    const requestedCountry =
      typeof values?.country === 'string' ? (values.country as CountryCode) : PRIMARY_COUNTRY;
    const market =
      this.catalogue.marketsByCountry.get(requestedCountry) ??
      this.catalogue.marketsByCountry.get(PRIMARY_COUNTRY)!;
    // Without a language Shopify answers in the shop's primary language.
    const requestedLanguage = typeof values?.language === 'string' ? (values.language as LanguageCode) : 'EN';
    const buyerToken = values?.buyer?.customerAccessToken;
    return {
      catalogue: this.catalogue,
      state: this.state,
      country: requestedCountry,
      market,
      currency: market.currency,
      language: market.languages.includes(requestedLanguage) ? requestedLanguage : 'EN',
      origin: input.origin,
      buyerAccessToken: typeof buyerToken === 'string' ? buyerToken : null,
      now: input.now,
      memo: new WeakMap(),
      schema: this.schema,
      cookieDomain: input.cookieDomain ?? null,
      responseHeaders: {},
    };
  }
}

function pickOperation(document: DocumentNode, operationName: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0] : null;
}

function logResolverError(error: GraphQLError): void {
  if (process.env.EMULATOR_DEBUG)
    console.error('[storefront] resolver error', error.path?.join('.'), error.originalError);
}
