/** Latency and error bookkeeping per action, nearest-rank percentiles and markdown tables. */

export interface Failure {
  action: string;
  status: number | 'network';
  detail: string;
}

interface ActionStats {
  latencies: number[];
  errors: number;
}

export class Recorder {
  private readonly actions = new Map<string, ActionStats>();
  readonly failures: Failure[] = [];
  private readonly statusCounts = new Map<string, number>();

  record(action: string, ms: number, ok: boolean, failure?: Omit<Failure, 'action'>): void {
    let stats = this.actions.get(action);
    if (!stats) this.actions.set(action, (stats = { latencies: [], errors: 0 }));
    stats.latencies.push(ms);
    if (ok) return;
    stats.errors += 1;
    if (failure) {
      const key = `${action} ${failure.status}`;
      this.statusCounts.set(key, (this.statusCounts.get(key) ?? 0) + 1);
      if (this.failures.length < 1000) this.failures.push({ action, ...failure });
    }
  }

  get totalErrors(): number {
    return [...this.actions.values()].reduce((sum, stats) => sum + stats.errors, 0);
  }

  get totalRequests(): number {
    return [...this.actions.values()].reduce((sum, stats) => sum + stats.latencies.length, 0);
  }

  /** "action status" → how many times, for the error summary. */
  errorKinds(): [string, number][] {
    return [...this.statusCounts.entries()].sort((a, b) => b[1] - a[1]);
  }

  table(seconds: number): string {
    const rows: string[][] = [];
    const all: number[] = [];
    let errors = 0;
    for (const [action, stats] of [...this.actions.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      rows.push(row(action, stats.latencies, stats.errors, seconds));
      all.push(...stats.latencies);
      errors += stats.errors;
    }
    rows.push(row('**all**', all, errors, seconds));
    return markdownTable(['action', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'], rows, 1);
  }
}

function row(name: string, latencies: number[], errors: number, seconds: number): string[] {
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    name,
    String(sorted.length),
    String(errors),
    fixed(percentile(sorted, 50)),
    fixed(percentile(sorted, 95)),
    fixed(percentile(sorted, 99)),
    (sorted.length / seconds).toFixed(1),
  ];
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const fixed = (ms: number) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/** Columns after the first `leftColumns` are right-aligned numbers. */
export function markdownTable(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((title, i) => Math.max(title.length, 3, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) => (i < leftColumns ? text.padEnd(widths[i]!) : text.padStart(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = widths.map((width, i) => (i < leftColumns ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`));
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function printFailures(recorder: Recorder, first = 5): void {
  if (recorder.failures.length === 0) return;
  console.log('\nErrors by action and status:');
  for (const [kind, count] of recorder.errorKinds()) console.log(`  ${kind}: ${count}`);
  console.log(`First ${Math.min(first, recorder.failures.length)} errors:`);
  for (const failure of recorder.failures.slice(0, first))
    console.log(`  ${failure.action} → ${failure.status}: ${failure.detail.slice(0, 300)}`);
}
