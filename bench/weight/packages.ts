import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUNDLER_RUNTIME = "the bundler's runtime";

/**
 * Where a set of built JS files' gzipped bytes come from: each file's gzipped size shared out over its sources in
 * proportion to the length of the code each contributed (read from the source map), summed per npm package (or
 * "Fiz's own code"). An estimate: gzip does not compress every source equally.
 */
export function gzipByPackage(distDir: string, files: Iterable<string>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, file));
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapPath = join(distDir, `${file}.map`);
    // The bundler's own helpers (CommonJS interop, module namespaces) come as a chunk with no source map.
    const shares = existsSync(mapPath)
      ? sourceLengths(mapPath, code.toString('utf8'))
      : new Map([[BUNDLER_RUNTIME, code.length]]);
    const total = [...shares.values()].reduce((sum, length) => sum + length, 0);
    for (const [source, length] of shares) {
      const owner = source === BUNDLER_RUNTIME ? source : packageOf(source);
      totals.set(owner, (totals.get(owner) ?? 0) + (gzip * length) / Math.max(total, 1));
    }
  }
  return totals;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Characters of generated code per source, from the first segment of each mapping to the next. */
function sourceLengths(mapPath: string, code: string): Map<string, number> {
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap;
  const lines = code.split('\n');
  const lengths = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; source: number } | undefined;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta, sourceDelta] = decodeVlq(segment);
      column += columnDelta ?? 0;
      if (previous) add(previous.source, column - previous.column);
      if (sourceDelta !== undefined) source += sourceDelta;
      previous = { column, source };
    }
    if (previous) add(previous.source, lineLength - previous.column);
  });
  return lengths;

  function add(index: number, length: number) {
    const name = map.sources[index] ?? '(unmapped)';
    lengths.set(name, (lengths.get(name) ?? 0) + length);
  }
}

function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : "Fiz's own code";
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}
