import type { TestProject } from 'vitest/node';
import { startPreview } from './processes';

/** Serves the production build (BROWSERS_DIST, else dist/) with `vite preview` on a free port for every test file. */
export default async function setup(project: TestProject) {
  const outDir = process.env.BROWSERS_DIST ?? 'dist';
  const preview = await startPreview(outDir);
  project.provide('baseUrl', preview.url);
  project.provide('outDir', outDir);
  return preview.stop;
}
