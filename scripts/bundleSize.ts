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

/** Vite's manifest of the build (`build.manifest`): each chunk's file and static imports, by key. */
function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The scripts of these manifest keys with everything they import statically. */
function scriptsOf(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * The scripts a game loads up to its first step: the entry and the game screen's chunk with everything they
 * import statically; the parts the game loads later, on demand, are left out.
 */
export function gameScripts(distDir = 'dist'): string[] {
  return scriptsOf(readManifest(distDir), ['index.html', 'src/ui/game/GameScreen.tsx']);
}

/**
 * The scripts Home loads on a first visit, with no saved game: the entry, the saved games' section and the
 * service worker's registration (both once Home is painted); a saved game's card loads only when there is one.
 */
export function homeScripts(distDir = 'dist'): string[] {
  const manifest = readManifest(distDir);
  const registration = Object.keys(manifest).filter((key) => key.includes('workbox-window'));
  return scriptsOf(manifest, ['index.html', 'src/ui/library/GameLibrary.tsx', ...registration]);
}
