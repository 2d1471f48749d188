import { moduleWalker, type ChunkingContext } from './journey-chunks';

/**
 * Names the chunk of the app's second startup step (docs/decisions/0008): the start module and everything it
 * imports, so that step comes as one chunk of its own and runs in a task of its own, apart from the entry's.
 */
export function startChunk(startFile: string) {
  const reachable = moduleWalker();
  let modules: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    modules ??= reachable([startFile], ctx);
    return modules.has(id) ? 'start' : null;
  };
}
