import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../src/engine';
import { decodePayload } from '../../src/share/codec';
import { SHARED_PREFIX } from '../../src/share/fragment';
import { readShared } from '../../src/share/link';
import { artifactJson, buildGames, renamed, sameFieldsAs, type Json } from '../support/builds';
import { decodePng } from '../support/png';
import { readPrintedQr, type PrintedQr } from '../support/printedQr';

/*
 * The battle sheets earlier builds printed (their PDFs, from `npm run artifacts`): the QR code on the paper,
 * rendered with poppler's pdftoppm and read with jsQR, opens the same battle its build recorded. The build of
 * 2be81c5 printed its code without finder and timing patterns (no scanner reads it): that code is read from its
 * data modules instead (tests/support/unpatternedQr.ts), and the test says so.
 * scripts/test-all.sh installs poppler-utils when it is missing; a missing pdftoppm fails here, never skips.
 */

const rules = bundledRules();
const sheets = buildGames().filter(({ game }) => game.sheetPdf !== null);

/**
 * What a link carries, without a battle sheet's mark: from link version 3 a sheet's QR code is marked so it opens the
 * sheet (issue 38), which the game screen's link is not; the battle they carry is the same.
 */
async function battleOf(url: string): Promise<unknown> {
  const decoded = await decodePayload(url.slice(url.indexOf(SHARED_PREFIX) + SHARED_PREFIX.length));
  if (!decoded.ok) throw new Error(`a link that does not decode: ${decoded.reason}`);
  return decoded.value.slice(0, 4);
}

/** The first QR code found on the PDF's pages, rendered at 150 dpi. */
function qrOfPdf(pdf: string): PrintedQr | null {
  const dir = mkdtempSync(join(tmpdir(), 'pbw-sheet-'));
  try {
    try {
      execFileSync('pdftoppm', ['-r', '150', '-png', pdf, join(dir, 'page')]);
    } catch (error) {
      throw new Error(`pdftoppm failed; install it with: sudo apt-get install -y poppler-utils`, { cause: error });
    }
    for (const page of readdirSync(dir).sort()) {
      const found = readPrintedQr(decodePng(readFileSync(join(dir, page))));
      if (found) return found;
    }
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The commit whose build first printed the finder and timing patterns again (lean-qr's call was dropped by a build setting before it). */
const PATTERNS_BACK = '4611ff6';

/** Whether the build's commit comes after PATTERNS_BACK; null when this checkout's history cannot tell (a shallow clone). */
function printsPatterns(commit: string): boolean | null {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', PATTERNS_BACK, commit], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return (error as { status?: number }).status === 1 ? false : null;
  }
}

describe('battle sheets printed by earlier builds', () => {
  it('has sheets to read', () => {
    expect(sheets.length).toBeGreaterThan(0);
  });

  it.for(sheets.map((row) => ({ ...row, name: `${row.build.manifest.short} ${row.game.name}` })))('$name: the QR code on the printed sheet opens the same battle', { timeout: 60_000 }, async ({ build, game }, context) => {
    const found = qrOfPdf(resolve(build.dir, game.sheetPdf!));
    expect(found?.text, 'a QR code on the sheet').toMatch(/#\/shared\/[A-Za-z0-9_-]+$/);
    // A build from PATTERNS_BACK on prints a code any scanner reads; one before it printed none (its data modules still read).
    const patterns = printsPatterns(build.manifest.commit);
    if (patterns !== false) expect(found!.asPrinted, 'the code scans as printed').toBe(true);
    if (!found!.asPrinted) context.annotate(`no scanner reads this build's printed code (no finder or timing patterns, before ${PATTERNS_BACK}); read from its data modules`);
    const read = await readShared(rules, found!.text);
    if (!read.ok) throw new Error(`the QR code's link does not open: ${read.reason}`);
    const recorded = renamed(artifactJson<Json>(build, game.publicView));
    expect(sameFieldsAs(read.battle.view, recorded)).toEqual(recorded);
    if (read.battle.kind === 'game') expect(read.battle.state.stepId).toBe(game.leftAt.stepId);
    const copied = await Promise.all(game.links.map((l) => battleOf(l.link)));
    expect(copied, 'the battle of the link the game screen copied').toContainEqual(await battleOf(found!.text));
  });
});
