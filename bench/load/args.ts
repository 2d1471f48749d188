import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

/** `--name value` options of the load scripts. */
export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
  return value;
}

/** Runs `work` for each item with at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A fixed secret for every instance of a run (32+ characters). */
export const SESSION_SECRET = 'fizload-session-secret-0123456789abcdef';

/** Every run starts on a current build and says what it measures and how busy the machine was. */
export function prepareRun(root: string): void {
  ensureBuilt(root);
  console.log(`code ${codeVersion(root)}, load average ${loadAverage()}`);
}

export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Builds whatever is not built yet (scripts/ensure-built.mjs); its output is shown only when it fails. */
function ensureBuilt(root: string): void {
  try {
    execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    throw new Error('the build failed (node scripts/ensure-built.mjs)');
  }
}

/** The commit measured, marked dirty when the working tree has changes (others edit it while we measure). */
function codeVersion(root: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}
