import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const sourceConditions = { conditions: ['fiz-source', 'import', 'node', 'default'] };

export default defineConfig({
  resolve: sourceConditions,
  ssr: { resolve: { conditions: ['fiz-source'], externalConditions: ['fiz-source'] } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // One test file per core, not Vitest's one fewer: a file spends much of its time waiting on processes of its
    // own (Chromium, the server under test, PostgreSQL), so the cores stay busy and the suite takes a third less.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The repository's own tooling: what its lint configuration accepts and rejects.
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web-components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['server/src/testing/fail-on-console-error.ts', 'web/src/testing/domSetup.ts'],
          // A whole form renders and is typed into key by key: a few seconds on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['server/src/testing/fail-on-console-error.ts', 'server/src/testing/remove-temp-dirs.ts'],
          globalSetup: ['server/src/testing/pglite-template.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(['desktop', 'mobile'] as const).map((device) => ({
        extends: true as const,
        test: {
          name: `e2e-${device}`,
          include: [`e2e/${device}/**/*.spec.ts`],
          environment: 'node',
          globalSetup: ['e2e/harness/server.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A first page load can take a few seconds on a busy CI machine; passing runs do not wait longer.
          expect: { poll: { timeout: 5000 } },
        },
      })),
    ],
  },
});
