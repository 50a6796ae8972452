import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

/** Safari and iOS 16.4 in lightningcss's encoding (major << 16 | minor << 8): the oldest Safari supported (issue 35). */
const SAFARI_16_4 = (16 << 16) | (4 << 8);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the oldest Safari supported, 16.4 (DEVELOPING.md, "Browsers")', () => {
  it('is the build target: Vite lowers the scripts and, through lightningcss, the styles to es2022, which it reads as Safari and iOS 16.4', () => {
    expect(config.build?.target).toBe('es2022');
    expect(config.build?.cssTarget).toBeUndefined();
  });

  it.each(cssFiles('src'))('%s: built for Safari 16.4, it keeps no light-dark() (17.5) and no nesting (16.5), and follows color-scheme by its own variables', (file) => {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const { code } = transform({ filename: file, code: Buffer.from(source), minify: true, targets: { safari: SAFARI_16_4, ios_saf: SAFARI_16_4 } });
    const built = code.toString();
    expect(built).not.toContain('light-dark(');
    expect(built).not.toMatch(/[{;]\s*&/);
    if (source.includes('light-dark(')) expect(built).toContain('var(--lightningcss-light,');
    if (/color-scheme:\s*(light|dark)/.test(source)) expect(built).toContain('--lightningcss-light:');
  });
});
