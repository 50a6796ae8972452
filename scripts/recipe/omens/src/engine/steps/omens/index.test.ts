import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../../../tests/support/randomGame';
import { fromBase64Url } from '../../../share/codec';
import { pastedLink } from '../../../share/fragment';
import { readShared, shareLink } from '../../../share/link';
import { SHARE_VERSION } from '../../../share/payload';
import { bundledRules } from '../../bundledRules';
import { megEngine } from '../../game';
import { CURRENT_RULES_VERSION } from '../../rulesVersion';
import { publicView } from '../../view';

/*
 * The made-up step of ARCHITECTURE.md's "Add a step" (scripts/recipe/, `npm run check:recipe`): after the roll-off
 * the seed rolls the omen die in digital dice mode and the players report it in physical, from the app rules it came with.
 */

const rules = bundledRules();
const BASE = 'https://example.org/pre-battle/';

describe('the omens, a step added by the recipe alone', () => {
  for (const mode of ['digital', 'physical'] as const) {
    it(`are read right after the roll-off in a new game, which replays and travels in a link of the new version (${mode} dice)`, async () => {
      const setup = makeSetup({ dice: mode, cards: mode, rulesVersion: CURRENT_RULES_VERSION, seed: `omens-${mode}` });
      const { log, state, played } = playRandomGame(rules, setup, `omens-${mode}`, 400);
      expect(state.stepId).toBe('done');
      const at = log.findIndex((action) => action.type === 'readOmens');
      const omen = log[at];
      if (omen?.type !== 'readOmens') throw new Error('no omens in a new game');
      expect(played[at]?.stepId).toBe('omens');
      expect(played.slice(0, at).every((step) => step.stepId === 'rollOff')).toBe(true);
      expect(played[at]?.events).toEqual([{ code: 'omensRead', audience: 'public', params: { die: omen.die } }]);
      expect(state.omen).toBe(omen.die);
      expect(publicView(state).omen).toBe(omen.die);

      // At the omens: the seed's roll alone in digital mode, any face the players read in physical.
      const before = megEngine.replay(rules, setup, log.slice(0, at));
      if (!before.ok) throw new Error('the game does not replay to the omens');
      expect(before.state.stepId).toBe('omens');
      expect(megEngine.legalActions(rules, before.state)).toEqual(mode === 'digital' ? [omen] : [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'readOmens', die })));

      const replayed = megEngine.replay(rules, setup, log);
      expect(replayed.ok && replayed.state).toEqual(state);

      const made = await shareLink(rules, { setup, actions: log }, { base: BASE });
      if (!made.ok) throw new Error(made.reason);
      const pasted = pastedLink(made.url);
      if (pasted.kind !== 'payload') throw new Error('not a link');
      expect(fromBase64Url(pasted.payload)?.[0]).toBe(SHARE_VERSION);
      const opened = await readShared(rules, made.url);
      if (!opened.ok || opened.battle.kind !== 'game') throw new Error(`the link does not open: ${JSON.stringify(opened)}`);
      expect(opened.battle.log.actions).toEqual(log);
      expect(opened.battle.state.omen).toBe(omen.die);
    });
  }

  it('are skipped by a game of the app rules before them, which plays as it did', () => {
    const setup = makeSetup({ rulesVersion: CURRENT_RULES_VERSION - 1 });
    const { log, state } = playRandomGame(rules, setup, 'omens-older', 400);
    expect(state.stepId).toBe('done');
    expect(log.some((action) => action.type === 'readOmens')).toBe(false);
    expect(state.omen).toBeUndefined();
  });

  it('refuse, in digital mode, an omen the seed did not roll', () => {
    const setup = makeSetup({ rulesVersion: CURRENT_RULES_VERSION, seed: 'omens-forged' });
    const { log } = playRandomGame(rules, setup, 'omens-forged', 400);
    const at = log.findIndex((action) => action.type === 'readOmens');
    const omen = log[at];
    if (omen?.type !== 'readOmens') throw new Error('no omens in a new game');
    const result = megEngine.replay(rules, setup, [...log.slice(0, at), { type: 'readOmens', die: (omen.die % 6) + 1 }]);
    expect(!result.ok && result.index === at && 'error' in result && result.error.code).toBe('chanceMismatch');
  });
});
