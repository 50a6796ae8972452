// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every file the projector screen loads from src/ui, following relative imports from Projector.tsx. */
function projectorFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
    const found = candidates.find((c) => {
      try {
        return readFileSync(c, 'utf8') !== undefined && !c.endsWith('/');
      } catch {
        return false;
      }
    });
    if (!found || found.endsWith('.css')) return;
    const text = readFileSync(found, 'utf8');
    files.set(found, text);
    for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(found), spec!);
      if (!target.includes(`${join('src', 'engine')}`)) visit(target);
    }
  };
  visit(join(here, 'Projector.tsx'));
  return files;
}

describe('the projector knows only what the room channel tells it', () => {
  const files = projectorFiles();

  it('follows its imports', () => {
    expect([...files.keys()].some((f) => f.endsWith('useRoom.ts'))).toBe(true);
    expect([...files.keys()].some((f) => f.endsWith('PbsMap.tsx'))).toBe(true);
  });

  it.each([
    ['the store', /from '[^']*\/store'/],
    ['the saved game or its sync', /from '[^']*(savedGame|saveKey|\/sync\/)[^']*'/],
    ['the publisher', /from '[^']*publisher'/],
    ['localStorage', /localStorage/],
    ['the player view', /playerView|PlayerView/],
    ['the odds of a hand (issue 13: card odds depend on a hand)', /from '[^']*\/odds\/|cardOdds|marchOdds|scoutingOdds/],
  ])('never imports or reads %s', (label, pattern) => {
    // The catalogues read one development switch there (the pseudo-language), never a game.
    const pseudoSwitch = (file: string) => label === 'localStorage' && file.endsWith(join('words', 'catalogue.ts'));
    for (const [file, text] of files) if (!pseudoSwitch(file)) expect(text, file).not.toMatch(pattern);
  });
});
