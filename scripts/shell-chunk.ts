/**
 * The client build's chunks that are not Rollup's own choice.
 *
 * One shell chunk: every module the root route and the browser entry import
 * statically (React, Remix, the layout and what it uses) goes into one chunk. Every page loads
 * all of them anyway; left to itself Rollup cuts them into a dozen small shared chunks, and a
 * page paid each one's separate compression and import glue (about 2 kB gzip a page).
 *
 * Lazy groups: code every page loads together once the browser is idle, cut by Rollup into
 * several files because other lazy code shares parts of it, kept as one file (each file costs
 * a request and its own compression). A group holds only modules that load at the same time on
 * every page; the shell wins over a group, so a group never adds to a page's first load unless a
 * route imports one of its modules directly (the bench's first-load figures show that).
 *
 * Modules reached only through a route or a dynamic `import()` otherwise keep Rollup's own chunks.
 */
import type {Rollup} from 'vite';

const SHELL_ENTRIES = /\/app\/(?:root|entry\.client)\.tsx$/;

const LAZY_GROUPS: Array<[name: string, modules: RegExp]> = [
  // What the layout loads on every page when idle: the navigation progress bar, the consent host
  // with its store and gate, and the bag-added signal analytics listens for (an add posts it).
  // Not the consent banner, its dialog or analytics: they load only when needed or allowed.
  [
    'layout-idle',
    /\/app\/(?:components\/layout\/NavigationProgress|components\/consent\/(?:ConsentManager|ConsentGate|consent-dialogs|use-consent)|components\/analytics\/AnalyticsHost|lib\/consent\/(?:categories|consent-store|record|signals|wait-for-consent)|lib\/analytics\/bag-added)\.tsx?$/,
  ],
];

export function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, {getModuleIds, getModuleInfo}) => {
    if (!shell) {
      const reached = new Set<string>();
      const queue = [...getModuleIds()].filter((moduleId) => SHELL_ENTRIES.test(moduleId.split('?')[0]));
      for (let moduleId = queue.pop(); moduleId !== undefined; moduleId = queue.pop()) {
        if (reached.has(moduleId)) continue;
        reached.add(moduleId);
        queue.push(...(getModuleInfo(moduleId)?.importedIds ?? []));
      }
      shell = reached;
    }
    if (shell.has(id)) return 'shell';
    return LAZY_GROUPS.find(([, modules]) => modules.test(id.split('?')[0]))?.[0];
  };
}
