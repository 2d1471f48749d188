import { dirname, resolve } from 'node:path';

/** What rolldown tells a chunk-naming function about a module. */
interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
export interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

/** The packages whose index re-exports every component or icon (pages import from these, never deeper). */
const BARREL =
  /node_modules[\\/](@mantine[\\/](?:core|hooks)|@tabler[\\/]icons-react)[\\/]esm[\\/]index\.mjs$|node_modules[\\/](@tabler[\\/]icons-react)[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/;

function packageOf(barrelId: string): string {
  const match = BARREL.exec(barrelId);
  return (match?.[1] ?? match?.[2] ?? '').replaceAll('\\', '/');
}

/** The names a module imports from a package: `import { A, B as C } from 'pkg'` gives A and B. */
function namesImported(code: string, pkg: string): string[] {
  const names: string[] = [];
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`, 'g');
  for (const [, list] of code.matchAll(from)) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** Where a barrel takes each name from: `import { A } from './a.mjs'` or `export { default as A } from './a.mjs'`. */
function barrelSources(barrelId: string, code: string): Map<string, string> {
  const sources = new Map<string, string>();
  const statement = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;
  for (const [, list, path] of code.matchAll(statement)) {
    const file = resolve(dirname(barrelId), path!);
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) sources.set(name, file);
    }
  }
  return sources;
}

/**
 * A walk of the static imports from some modules, for naming chunks. An import from a package's index
 * (`@mantine/core`) counts only the components it names, not everything the index re-exports.
 */
export function moduleWalker(): (roots: readonly string[], ctx: ChunkingContext) => Set<string> {
  const barrels = new Map<string, Map<string, string>>();
  return reachable;

  function reachable(roots: readonly string[], ctx: ChunkingContext): Set<string> {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) {
        if (!BARREL.test(imported)) {
          pending.push(imported);
          continue;
        }
        let sources = barrels.get(imported);
        if (!sources) {
          sources = barrelSources(imported, ctx.getModuleInfo(imported)?.code ?? '');
          barrels.set(imported, sources);
        }
        for (const name of namesImported(info?.code ?? '', packageOf(imported))) {
          const source = sources.get(name);
          if (source) pending.push(source);
        }
      }
    }
    return seen;
  }
}

/**
 * Chunks for a phone's first visit (/mlogin, then /mrecipes). Left to the default splitting, the journey's pages
 * pull in about thirty small chunks, one for each set of pages that shares a component or hook, and a phone on a
 * slow link fetches them a few at a time over HTTP/1.1. Here what only the journey's pages use goes into one
 * chunk (`mobile`) and what they share with other pages into another (`journey-shared`).
 *
 * The split follows what each page uses (see moduleWalker).
 */
export function journeyChunks(routerFile: string, journeyPages: RegExp) {
  let pages: readonly string[] = [];
  let journey: Set<string> | undefined;
  let elsewhere: Set<string> | undefined;
  const reachable = moduleWalker();

  return (id: string, ctx: ChunkingContext): string | null => {
    if (!journey || !elsewhere) {
      pages = ctx.getModuleInfo(routerFile)?.dynamicallyImportedIds ?? [];
      journey = reachable(
        pages.filter((page) => journeyPages.test(page)),
        ctx,
      );
      elsewhere = reachable(
        pages.filter((page) => !journeyPages.test(page)),
        ctx,
      );
    }
    // Each page keeps a chunk of its own, which its lazy import loads (with the two chunks it imports).
    if (!journey.has(id) || pages.includes(id)) return null;
    return elsewhere.has(id) ? 'journey-shared' : 'mobile';
  };
}
