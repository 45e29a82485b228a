/**
 * The set of indices the emulator serves. Definitions are cheap (names, settings, record
 * thunks); an index's records and precomputed structures are built on its first query and
 * cached. Replicas share their primary's IndexData and only change the ranking.
 */
import {SearchIndex} from './engine';
import {IndexData} from './index-data';
import type {QueryRule} from './rules';
import type {AlgoliaRecord, IndexSettings} from './types';

export interface PrimaryIndexDefinition {
  name: string;
  settings: IndexSettings;
  /** Called on first use and may be called again: memoise expensive builds. */
  records: () => AlgoliaRecord[];
  rules?: QueryRule[];
}

interface ReplicaIndexDefinition {
  name: string;
  primary: string;
  /** Sort criteria put in front of the primary's ranking, e.g. ['desc(price)']. */
  sort: string[];
}

export type IndexDefinition = PrimaryIndexDefinition | ReplicaIndexDefinition;

/** What `GET /1/indexes` answers per index. */
export interface IndexListing {
  name: string;
  createdAt: string;
  updatedAt: string;
  entries: number;
  dataSize: number;
  fileSize: number;
  lastBuildTimeS: number;
  numberOfPendingTasks: number;
  pendingTask: boolean;
  primary?: string;
  replicas?: string[];
}

const isReplica = (definition: IndexDefinition): definition is ReplicaIndexDefinition =>
  'primary' in definition;

export class IndexRegistry {
  private readonly definitions = new Map<string, IndexDefinition>();
  private readonly data = new Map<string, IndexData>();
  private readonly indices = new Map<string, SearchIndex>();

  constructor(
    definitions: IndexDefinition[],
    private readonly builtAt = '2025-07-01T12:00:00.000Z',
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  private primaryOf(name: string): PrimaryIndexDefinition | undefined {
    const definition = this.definitions.get(name);
    if (!definition) return undefined;
    if (!isReplica(definition)) return definition;
    const primary = this.definitions.get(definition.primary);
    return primary && !isReplica(primary) ? primary : undefined;
  }

  private dataFor(primary: PrimaryIndexDefinition): IndexData {
    let data = this.data.get(primary.name);
    if (!data) {
      data = new IndexData(primary.records(), primary.settings);
      this.data.set(primary.name, data);
    }
    return data;
  }

  private replicasOf(primaryName: string): string[] {
    return [...this.definitions.values()]
      .filter((definition) => isReplica(definition) && definition.primary === primaryName)
      .map((definition) => definition.name);
  }

  /** The index, or undefined when no such index exists. */
  get(name: string): SearchIndex | undefined {
    const cached = this.indices.get(name);
    if (cached) return cached;
    const definition = this.definitions.get(name);
    const primary = this.primaryOf(name);
    if (!definition || !primary) return undefined;
    const replicas = this.replicasOf(primary.name);
    const settings: IndexSettings = isReplica(definition)
      ? {
          ...primary.settings,
          ranking: [...definition.sort, ...primary.settings.ranking],
          primary: primary.name,
          replicas: undefined,
        }
      : {...primary.settings, ...(replicas.length > 0 ? {replicas} : {})};
    const index = new SearchIndex(name, settings, () => this.dataFor(primary), primary.rules ?? []);
    this.indices.set(name, index);
    return index;
  }

  listIndices(): {items: IndexListing[]; nbPages: number} {
    const items = this.names().map((name): IndexListing => {
      const definition = this.definitions.get(name)!;
      const entries = this.primaryOf(name)!.records().length;
      const listing: IndexListing = {
        name,
        createdAt: this.builtAt,
        updatedAt: this.builtAt,
        entries,
        dataSize: entries * 2048,
        fileSize: entries * 4096,
        lastBuildTimeS: 0,
        numberOfPendingTasks: 0,
        pendingTask: false,
      };
      if (isReplica(definition)) listing.primary = definition.primary;
      const replicas = this.replicasOf(name);
      if (replicas.length > 0) listing.replicas = replicas;
      return listing;
    });
    return {items, nbPages: 1};
  }
}
