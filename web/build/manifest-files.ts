import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build manifest Vite writes (`build.manifest`), which names each source module's chunk and CSS. */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The files a first visit downloads for these source modules (with index.html, the entry, and the start chunk
 * the entry imports as soon as it runs): each one's chunk, its static imports, recursively, and their CSS. The
 * pages' dynamic imports wait until used, so they are not counted.
 */
export function filesFor(manifest: Manifest, sources: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = manifest['index.html'];
  for (const source of ['index.html', ...(entry?.dynamicImports ?? []), ...sources]) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest: is the build current?`);
    visit(source);
  }
  return files;
}
