// Builds each workspace whose output is missing or older than its sources, so `npm start` and `npm test`
// work on a fresh clone and after a pull without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WORKSPACES = [
  { name: '@fiz/core', dir: 'core', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'] },
  { name: '@fiz/server', dir: 'server', inputs: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'] },
  {
    name: '@fiz/web',
    dir: 'web',
    inputs: ['src', 'public', 'build', 'index.html', 'vite.config.ts', 'package.json', '../core/src'],
  },
];
const STAMP = '.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

for (const workspace of WORKSPACES) {
  const stamp = join(workspace.dir, 'dist', STAMP);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...workspace.inputs.map((input) => newestMtime(join(workspace.dir, input))));
  if (builtAt > changedAt) continue;
  console.log(`Building ${workspace.name}…`);
  execSync(`npm run build --silent -w ${workspace.name}`, { stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
