import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the bench's floor app (scripts/floor) with the app's Vite, React plugin and target; the bench gives the outDir. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
  logLevel: 'warn',
});
