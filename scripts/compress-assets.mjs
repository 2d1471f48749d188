// Writes .br and .gz next to each text file of the web build, so the server sends compressed files without
// compressing on every request (@fastify/static preCompressed). Run after vite build.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2] ?? 'dist';
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || path.endsWith('.map') || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${dist}`);
