import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesFor, readManifest, type Manifest } from '../../web/build/manifest-files.js';

export interface Download {
  files: Set<string>;
}

export interface Weight {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: number;
}

/** What the browser fetches for chunks: each chunk, its static imports (recursively) and their CSS. */
export class BuildDownloads {
  private readonly manifest: Manifest;
  private readonly sizes = new Map<string, { raw: number; gzip: number }>();

  constructor(private readonly distDir: string) {
    this.manifest = readManifest(distDir);
  }

  /** The files a first visit to the entry plus these page modules downloads; dynamic imports wait until used. */
  filesFor(sources: string[]): Set<string> {
    return filesFor(this.manifest, sources);
  }

  weigh(files: Set<string>): Weight {
    const weight: Weight = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: files.size };
    for (const file of files) {
      const { raw, gzip } = this.size(file);
      if (file.endsWith('.css')) {
        weight.cssRaw += raw;
        weight.cssGzip += gzip;
      } else {
        weight.jsRaw += raw;
        weight.jsGzip += gzip;
      }
    }
    return weight;
  }

  private size(file: string): { raw: number; gzip: number } {
    let size = this.sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(this.distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      this.sizes.set(file, size);
    }
    return size;
  }
}
