import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  // @fiz/core is consumed as TypeScript source, so the web build never waits for its compiled output.
  resolve: { conditions: ['fiz-source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The manifest lets bench/weight tell what each route downloads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
