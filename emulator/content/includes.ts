import type {FieldDefinition, LinkType, LinkValue} from './model';
import {isLink} from './query/evaluate';
import {ALL_LOCALES, renderResource, type RenderContext, type RenderedResource} from './render';

export interface Includes {
  Entry: RenderedResource[];
  Asset: RenderedResource[];
  /** Links to entries or assets this API cannot see (drafts in the Delivery API, deleted ones). */
  unresolved: LinkValue[];
}

const keyOf = (linkType: string, id: string) => `${linkType}:${id}`;

/** The links in a rendered resource's Link and Array-of-Link fields, for one locale or all. */
function linksIn(resource: RenderedResource, definitions: FieldDefinition[], locale: string): LinkValue[] {
  const links: LinkValue[] = [];
  for (const definition of definitions) {
    const holdsLinks =
      definition.type === 'Link' || (definition.type === 'Array' && definition.items?.type === 'Link');
    const value = resource.fields[definition.id];
    if (!holdsLinks || value === undefined) continue;
    const perLocale = locale === ALL_LOCALES ? Object.values(value as Record<string, unknown>) : [value];
    for (const localeValue of perLocale) {
      for (const candidate of Array.isArray(localeValue) ? localeValue : [localeValue]) {
        if (isLink(candidate)) links.push(candidate);
      }
    }
  }
  return links;
}

/**
 * Resolves links breadth-first up to `depth` levels from the items, like the Delivery API's
 * `include`: each linked resource appears once, and never when it is already an item.
 */
export function collectIncludes(items: RenderedResource[], depth: number, ctx: RenderContext): Includes {
  const includes: Includes = {Entry: [], Asset: [], unresolved: []};
  const seen = new Set(items.map((item) => keyOf(String(item.sys.type), String(item.sys.id))));
  let frontier = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: RenderedResource[] = [];
    for (const resource of frontier) {
      for (const link of linksIn(resource, definitionsOf(resource, ctx), ctx.locale)) {
        const key = keyOf(link.sys.linkType, link.sys.id);
        if (seen.has(key)) continue;
        seen.add(key);
        const target = ctx.store.find(ctx.api, link.sys.linkType as LinkType, link.sys.id);
        if (!target) {
          includes.unresolved.push(link);
          continue;
        }
        const rendered = renderResource(target, ctx);
        includes[link.sys.linkType as LinkType].push(rendered);
        next.push(rendered);
      }
    }
    frontier = next;
  }
  return includes;
}

function definitionsOf(resource: RenderedResource, ctx: RenderContext): FieldDefinition[] {
  const contentType = resource.sys.contentType as {sys: {id: string}} | undefined;
  if (!contentType) return [];
  return ctx.store.contentType(contentType.sys.id)?.fields ?? [];
}
