import type { Plugin } from 'vite';

/**
 * Writes dist/asset-list.json: the build's own files under /assets/, which the service worker reads to drop the
 * files of older builds from its cache (web/public/sw.js). Without it every deploy would add its files to a
 * phone's cache for good.
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
    },
  };
}
