import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip bytes of every script the built index.html loads on a first visit (entry and modulepreloads). */
export function firstVisitJsGzip(distDir = 'dist'): { files: string[]; bytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const files = [...new Set(refs)];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files, bytes };
}
