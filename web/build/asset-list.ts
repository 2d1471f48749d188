import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The phone's pages and their layout: what opens offline once the service worker holds their files. */
const PHONE_MODULE = /src[\\/]app[\\/]mobile[\\/]Mobile\w+\.tsx$/;

/** A chunk's file, its static imports, recursively, and their CSS: what loading the chunk downloads. */
function filesOfChunks(bundle: OutputBundle, roots: OutputChunk[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      visit(next?.type === 'chunk' ? next : undefined);
    }
  };
  roots.forEach(visit);
  return [...files].map((file) => `/${file}`).sort();
}

/**
 * Writes two lists for the service worker (web/public/sw.js):
 * - dist/asset-list.json: the build's own files under /assets/, from which it drops older builds' files. Without
 *   it every deploy would add its files to a phone's cache for good.
 * - dist/offline-assets.json: the files of the phone's pages, which it downloads in the background as soon as it
 *   is installed, so every tab opens offline, visited or not.
 */
export function assetList(): Plugin {
  return {
    name: 'fiz-asset-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`)
        .sort();
      this.emitFile({ type: 'asset', fileName: 'asset-list.json', source: JSON.stringify(files) });
      const phonePages = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk' && PHONE_MODULE.test(output.facadeModuleId ?? ''),
      );
      if (phonePages.length === 0) this.error('no phone page in the bundle: has src/app/mobile moved?');
      const offline = filesOfChunks(bundle, phonePages);
      this.emitFile({ type: 'asset', fileName: 'offline-assets.json', source: JSON.stringify(offline) });
    },
  };
}
