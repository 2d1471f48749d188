import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
    this.manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  }

  /** The files a first visit to the entry plus these page modules downloads; dynamic imports wait until used. */
  filesFor(sources: string[]): Set<string> {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of ['index.html', ...sources]) {
      if (!this.manifest[source]) throw new Error(`${source} is not in the build manifest: is the build current?`);
      visit(source);
    }
    return files;
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
