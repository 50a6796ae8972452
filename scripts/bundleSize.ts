import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip bytes of one built file (what the server would send compressed); 0 when it is not in the build. */
export function gzipBytes(distDir: string, file: string): number {
  const path = join(distDir, file.replace(/^\//, ''));
  return existsSync(path) ? gzipSync(readFileSync(path)).length : 0;
}

/** The scripts the built index.html loads on a first visit (entry and modulepreloads), as paths inside the build. */
export function entryScripts(distDir = 'dist'): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string))];
}

/** Gzip bytes of every script the built index.html loads on a first visit (entry and modulepreloads). */
export function firstVisitJsGzip(distDir = 'dist'): { files: string[]; bytes: number } {
  const files = entryScripts(distDir);
  return { files, bytes: files.reduce((sum, file) => sum + gzipBytes(distDir, file), 0) };
}

/** The files the service worker downloads on install: its precache manifest (from sw.js), and the worker's own scripts. */
export function precache(distDir = 'dist'): { files: string[]; worker: string[] } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string);
  const worker = ['sw.js', ...[...sw.matchAll(/define\(\["\.\/(workbox-[^"]+)"\]/g)].map((m) => `${m[1] as string}.js`)];
  return { files, worker };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts a game loads up to its first step: the entry and the game screen's chunk with everything they
 * import statically (Vite's manifest, `build.manifest`); the parts the game loads later, on demand, are left out.
 */
export function gameScripts(distDir = 'dist'): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  visit('src/ui/game/GameScreen.tsx');
  return [...files];
}
