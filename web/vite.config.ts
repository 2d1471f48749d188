import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { assetList } from './build/asset-list';
import { journeyChunks } from './build/journey-chunks';
import { startChunk } from './build/start-chunk';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * React Router 7's package exports name only its development build, whose warnings stay on (the `No routes
 * matched` console warning and others; remix-run/react-router#14102). A production build takes its production
 * build, which differs only in having them off.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), assetList()],
  // @fiz/core is consumed as TypeScript source, so the web build never waits for its compiled output.
  resolve: {
    conditions: ['fiz-source', 'module', 'browser', 'development|production'],
    alias: [
      // Mantine's CSS variables component, which Fiz never renders (src/app/noMantineCssVariables.ts).
      {
        find: /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/,
        replacement: fileURLToPath(new URL('src/app/noMantineCssVariables.ts', import.meta.url)),
      },
      ...(command === 'build' && mode === 'production' ? [reactRouterProduction] : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets bench/weight tell what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports runs at startup anyway: one chunk instead of a dozen small ones that pages
        // also import, which a phone on a slow link fetches a few at a time (bench/weight: 4.6 KB less gzipped
        // JS and 8 fewer requests on the way to /mrecipes). Pages and their own imports still load when visited.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'startup', tags: ['$initial'], priority: 3 },
            // The second startup step, run in a task of its own (docs/decisions/0008).
            { name: startChunk(fileURLToPath(new URL('src/app/start.tsx', import.meta.url))), priority: 2 },
            // The phone's first visit in two shared chunks instead of about thirty (docs/decisions/0006).
            {
              name: journeyChunks(
                fileURLToPath(new URL('src/app/router.tsx', import.meta.url)),
                /src[\\/]app[\\/]mobile[\\/](MobileLayout|MobileLoginPage|MobileRecipesPage)\.tsx$/,
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
