import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../src/engine';
import { readShared } from '../../src/share/link';
import { addedFields, artifactJson, buildGames, renamed, sameFieldsAs, type Json } from '../support/builds';

/*
 * Share links copied from earlier builds' game screens: each decodes in today's reader, a view shows the room's
 * view its build recorded, and a whole game replays to that state (fields added since are not compared and are named).
 */

const rules = bundledRules();
const rows = buildGames().flatMap(({ build, game }) => game.links.map((link, i) => ({ build, game, link, i })));

describe('share links of earlier builds', () => {
  it('has links to open', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.link.kind))).toEqual(new Set(['game', 'view']));
  });

  it.each(rows.map((row) => [`${row.build.manifest.short} ${row.game.name} (${row.link.kind} link ${row.i + 1})`, row] as const))('%s decodes, and opens the state its build recorded', async (_name, { build, game, link }) => {
    const read = await readShared(rules, link.link);
    if (!read.ok) throw new Error(`the link does not open: ${read.reason}`);
    if (link.kind !== 'unknown') expect(read.battle.kind).toBe(link.kind);
    const recorded = renamed(artifactJson<Json>(build, game.publicView));
    const added = addedFields(read.battle.view, recorded);
    expect(sameFieldsAs(read.battle.view, recorded), `fields added since, not compared: ${added.join(', ') || 'none'}`).toEqual(recorded);
    if (read.battle.kind === 'game') expect(read.battle.state.stepId).toBe(game.leftAt.stepId);
  });
});
