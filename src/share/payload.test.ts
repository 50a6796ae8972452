import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { rules } from '../../tests/support/scenario';
import { ActionSchema, megEngine, type Action } from '../engine';
import { SetupSchema } from '../engine/schema/setup';
import { z } from '../lib/zod';
import { SEEDED, packAction, packSetup, unpackAction, unpackSetup } from './payload';

describe('the compact action encoding', () => {
  it('keeps the link code every action had in version 1 links (the step registry gives each its code)', () => {
    // The link format's codes since version 1 (append-only): a link made before the step registry decodes the same.
    const V1_CODES = [
      'rollOff', 'chooseRole', 'declareIntercept', 'chooseSeason', 'shuffleDeck', 'dealPbs', 'playTerritoryCard', 'chooseTerritory',
      'placeCounter', 'playDayCard', 'moveCounter', 'placeDeepWater', 'placeFlankPiece', 'skipFlankPiece', 'selectTerrain', 'endSelection',
      'rollPlacement', 'placeWithoutDice', 'rollOpponent', 'resolvePiece', 'confirmVitalSettlement', 'rollWeather', 'dealScouting',
      'reportScouting', 'tickDeployment', 'confirmPreGameMoves', 'recordPosition', 'deployBatch', 'rollBattleWeather', 'endBattle',
      'confirmCondition',
    ];
    expect(megEngine.linkActions.map((def) => [def.linkCode, def.type])).toEqual(V1_CODES.map((type, code) => [code, type]));
  });

  it('packs every action the engine has as a tuple that is never the seed marker', () => {
    for (const def of megEngine.linkActions) {
      const packed = packAction({ type: def.type } as Action);
      expect(packed, def.type).not.toBe(SEEDED);
      // Optional fields absent at the end are left out (an action given one later packs as before).
      const optional = Object.values(def.schema.shape as Record<string, unknown>).filter((s) => s instanceof z.ZodMiniOptional).length;
      expect(Array.isArray(packed) && packed.length, def.type).toBe(Object.keys(def.schema.shape).length - optional);
    }
  });

  it('round-trips every action of random games in every mode (enums travel as their index)', () => {
    const seen = new Set<string>();
    for (const [cards, dice] of [
      ['digital', 'digital'],
      ['physical', 'physical'],
      ['digital', 'physical'],
    ] as const) {
      for (const n of [1, 2, 3, 4]) {
        const { log } = playRandomGame(rules, makeSetup({ cards, dice, edition: n % 2 ? '2023' : '2020' }), `pack-${n}`);
        for (const action of log) {
          seen.add(action.type);
          expect(unpackAction(packAction(action) as unknown[])).toEqual(action);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('packs a recorded position (log version 3) with its stage as an index', () => {
    const action: Action = { type: 'recordPosition', piece: 2, stage: 'final', x: 12.5, y: -3, width: 4, depth: 2, angle: 30 };
    const packed = packAction(action);
    expect(packed).toEqual([26, 2, 1, 12.5, -3, 4, 2, 30]);
    expect(unpackAction(packed as unknown[])).toEqual(action);
  });

  it.each([true, false])('packs the players\' answer for a camp option (log version 6, link code 30): holds %s', (holds) => {
    const action: Action = { type: 'confirmCondition', item: 1, holds };
    const packed = packAction(action);
    expect(packed).toEqual([30, 1, holds]);
    expect(unpackAction(packed as unknown[])).toEqual(action);
  });

  it('passes an unknown enum index through unchanged, for the engine to refuse', () => {
    expect(unpackAction([1, 7])).toEqual({ type: 'chooseRole', role: 7 });
    expect(ActionSchema.safeParse(unpackAction([1, 7])).success).toBe(false);
  });

  it('refuses an unknown code or a wrong number of fields', () => {
    expect(unpackAction([9999])).toBeNull();
    expect(unpackAction(['rollOff'])).toBeNull();
    expect(unpackAction([1])).toBeNull();
    expect(unpackAction([1, 0, 0])).toBeNull();
  });
});

describe('the compact setup', () => {
  const setup = makeSetup({ seed: 'kept-secret', seedSource: 'drawn' });

  it('round-trips a setup with its seed', () => {
    expect(unpackSetup(packSetup(setup, true), 'unused')).toEqual(setup);
  });

  it('carries the base width when the setup gives one (log version 3), and reads links made without it', () => {
    const withBase = { ...setup, table: { ...setup.table, baseWidthMm: 40 } };
    expect(unpackSetup(packSetup(withBase, true), 'unused')).toEqual(withBase);
    expect(packSetup(setup, true)).toHaveLength(10);
  });

  it('knows every field of the setup schema (a new field must travel in links: add it to packSetup)', () => {
    const keys = (shape: object) => Object.keys(shape).sort();
    const shape = SetupSchema.shape;
    // `battleSeed` is the one field that never travels (issue 13): see the test below.
    expect(keys(shape)).toEqual(['battleSeed', 'cards', 'dice', 'edition', 'legacyTerritoryPass', 'odds', 'players', 'profile', 'rulesVersion', 'scale', 'seed', 'seedSource', 'table', 'tournament']);
    expect(keys(shape.table.shape)).toEqual(['baseWidthMm', 'depthCm', 'widthCm']);
    const player = shape.players.def.items[0];
    expect(keys(player.shape)).toEqual(['army', 'name']);
    expect(keys(player.shape.army.shape)).toEqual(['deploysFirst', 'name', 'pbsCards', 'rating', 'scoutingCards', 'territories', 'tugs']);
    expect(keys(player.shape.army.shape.deploysFirst.shape)).toEqual(['barricades', 'batteries', 'battleWagons', 'expendables', 'redoubts']);
  });

  it('carries the rules profile, with or without a base width or a kept pass', () => {
    const profile = { name: 'Club', values: { flankSector: 8 } };
    for (const variant of [{ ...setup, profile }, { ...setup, profile, legacyTerritoryPass: true as const }]) {
      expect(unpackSetup(packSetup(variant, true), 'x')).toEqual(variant);
    }
    const noWidth = { ...setup, profile, table: { widthCm: setup.table.widthCm, depthCm: setup.table.depthCm } };
    expect(unpackSetup(packSetup(noWidth, true), 'x')).toEqual(noWidth);
  });

  it('never carries the battle code, sealed or not: a game opened from a link takes its players\' battle dice (issue 13)', () => {
    const sealed = { ...setup, battleSeed: 'link-battle-secret' };
    expect(JSON.stringify(packSetup(sealed, true))).not.toContain('link-battle-secret');
    expect(unpackSetup(packSetup(sealed, true), 'x')).toEqual(setup);
  });

  it('carries the odds setting, on or off, with or without the fields before it (issue 13)', () => {
    const noWidth = { ...setup, table: { widthCm: setup.table.widthCm, depthCm: setup.table.depthCm } };
    for (const odds of [true, false]) {
      for (const variant of [{ ...setup, odds }, { ...noWidth, odds }, { ...setup, odds, profile: { name: 'Club', values: {} } }, { ...setup, odds, legacyTerritoryPass: true as const }]) {
        expect(unpackSetup(packSetup(variant, true), 'x')).toEqual(variant);
      }
    }
  });

  it('carries a kept 2020 territory-card pass (legacyTerritoryPass), with or without a base width', () => {
    const legacy = { ...setup, legacyTerritoryPass: true as const };
    expect(unpackSetup(packSetup(legacy, true), 'x')).toEqual(legacy);
    const noWidth = { ...legacy, table: { widthCm: legacy.table.widthCm, depthCm: legacy.table.depthCm } };
    expect(unpackSetup(packSetup(noWidth, true), 'x')).toEqual(noWidth);
    expect(unpackSetup(packSetup(setup, true), 'x')).not.toHaveProperty('legacyTerritoryPass');
  });

  it('carries the app rules version and a tournament\'s event, round and table after the fields before them, each only when given', () => {
    const tournament = { event: 'Britcon 2027', round: 3, table: 12 };
    for (const variant of [{ ...setup, rulesVersion: 2 }, { ...setup, rulesVersion: 2, odds: true }, { ...setup, tournament }, { ...setup, rulesVersion: 255, tournament: { event: 'Cold Wars' } }]) {
      expect(unpackSetup(packSetup(variant as typeof setup, true), 'x')).toEqual(variant);
    }
    // A setup without them packs as it did before them.
    expect(packSetup({ ...setup, odds: true }, true)).toHaveLength(14);
  });

  it('leaves the seed out unless asked, and takes the one given on reading', () => {
    const packed = packSetup(setup, false);
    expect(JSON.stringify(packed)).not.toContain('kept-secret');
    expect(unpackSetup(packed, 'fresh')).toEqual({ ...setup, seed: 'fresh' });
  });
});
