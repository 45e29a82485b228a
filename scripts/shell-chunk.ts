/**
 * The client build's one shell chunk: every module the root route and the browser entry import
 * statically (React, Remix, the layout and what it uses) goes into one chunk. Every page loads
 * all of them anyway; left to itself Rollup cuts them into a dozen small shared chunks, and a
 * page paid each one's separate compression and import glue (about 2 kB gzip a page). Modules
 * reached only through a route or a dynamic `import()` keep Rollup's own chunks.
 */
import type {Rollup} from 'vite';

const SHELL_ENTRIES = /\/app\/(?:root|entry\.client)\.tsx$/;

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
    return shell.has(id) ? 'shell' : undefined;
  };
}
