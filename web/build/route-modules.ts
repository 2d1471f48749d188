import { readFileSync } from 'node:fs';

/** A route and the modules a first visit loads for it, as the build manifest names their sources. */
export interface RoutePage {
  path: string;
  /** The page's module and, for routes inside a layout, the layout's: e.g. src/app/mobile/MobileLayout.tsx */
  sources: string[];
}

const LAZY = /const (\w+) = lazyPage\(\(\) => import\('\.\/([^']+)'\)/g;
/** A page route, guarded or opening offline too: guarded('/path', <Page />) or worksOffline('/path', <Page />). */
const PAGE_ROUTE = /(?:guarded|worksOffline)\('([^']+)', <(\w+) \/>\)/g;

/** The text of the `children: [...]` that follows `element: <Layout />`, found by matching brackets. */
function childrenOf(router: string, layout: string): { start: number; end: number } | null {
  const at = router.indexOf(`element: <${layout} />`);
  if (at < 0) return null;
  const open = router.indexOf('children: [', at) + 'children: '.length;
  let depth = 0;
  for (let index = open; index < router.length; index += 1) {
    if (router[index] === '[') depth += 1;
    if (router[index] === ']' && --depth === 0) return { start: open, end: index };
  }
  return null;
}

/**
 * Every page route of web/src/app/router.tsx with the lazy modules it needs, read from the router itself so
 * the benchmark follows the app as it changes.
 */
export function routePages(routerFile: string): RoutePage[] {
  const router = readFileSync(routerFile, 'utf8');
  const modules = new Map([...router.matchAll(LAZY)].map(([, name, path]) => [name!, `src/app/${path}.tsx`]));
  const layouts = [...modules.keys()]
    .filter((name) => name.endsWith('Layout'))
    .flatMap((name) => {
      const span = childrenOf(router, name);
      return span ? [{ source: modules.get(name)!, ...span }] : [];
    });
  return [...router.matchAll(PAGE_ROUTE)].flatMap((match) => {
    const [, path, component] = match;
    const page = modules.get(component!);
    if (!page) return [];
    const layout = layouts.find(({ start, end }) => match.index > start && match.index < end);
    return [{ path: path!, sources: layout ? [layout.source, page] : [page] }];
  });
}
