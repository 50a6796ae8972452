import { describe, expect, it } from 'vitest';
import { bundledRules, megEngine, playerView, publicView } from '../../src/engine';
import { actionCodec } from '../../src/share/payload';
import { actionStream } from '../../src/share/layoutCodec';
import { actionLayouts } from '../../src/share/layoutOf';
import { BitReader, BitWriter } from '../../src/share/bits';
import { makeSetup, playRandomGame } from '../support/randomGame';
import { OMENS_LINK_CODE, omenOf, omensEngine, type WithOmen } from '../support/omensStep';

const engine = omensEngine;
const rules = bundledRules();

describe('a made-up step plays from its registration alone', () => {
  for (const mode of ['digital', 'physical'] as const) {
    it(`is reached after the season and played through to the end of the pre-battle (${mode} dice)`, () => {
      const setup = makeSetup({ dice: mode, cards: mode });
      const { log, state, played } = playRandomGame(rules, setup, `omens-${mode}`, 400, engine);
      expect(state.stepId).toBe('done');
      const omen = log.findIndex((action) => (action.type as string) === 'readOmens');
      expect(played[omen]?.stepId).toBe('omens');
      expect(played[omen - 1]?.stepId).toBe('season');
      expect((state as WithOmen).omen).toBe(omenOf(log[omen]));

      // Replay rebuilds the same game; the engine without the step refuses the log where the omen was read.
      const replayed = engine.replay(rules, setup, log);
      expect(replayed.ok && replayed.state).toEqual(state);
      const without = megEngine.replay(rules, setup, log);
      expect(without.ok === false && without.index).toBe(omen);

      // The step's action travels in a link with its own code.
      const codec = actionCodec(engine.linkActions);
      for (const action of log) expect(codec.unpackAction(codec.packAction(action) as unknown[])).toEqual(action);
      expect(codec.packAction(log[omen]!)).toEqual([OMENS_LINK_CODE, omenOf(log[omen])]);
      // And in a link's bits, by the layout a version pinned with it would hold.
      const v2 = actionStream(actionLayouts(engine.linkActions));
      const w = new BitWriter();
      let previous: number | null = null;
      for (const action of log) previous = v2.write(w, action as unknown as Record<string, unknown>, previous);
      const r = new BitReader(w.finish());
      let before: number | null = null;
      for (const action of log) {
        const read = v2.read(r, before);
        before = read.code;
        expect(read.action).toEqual(action);
      }

      // A field the step adds to the state is private until a view names it.
      expect(publicView(state)).not.toHaveProperty('omen');
      expect(playerView(state, 'invader')).not.toHaveProperty('omen');
    });
  }

  it('in digital mode, a forged omen roll is refused like any other roll', () => {
    const setup = makeSetup();
    const { log } = playRandomGame(rules, setup, 'omens-forged', 400, engine);
    const omen = log.findIndex((action) => (action.type as string) === 'readOmens');
    const die = omenOf(log[omen])!;
    const forged = [...log.slice(0, omen), { type: 'readOmens', die: (die % 6) + 1 }];
    const result = engine.replay(rules, setup, forged);
    expect(!result.ok && result.index === omen && 'error' in result && result.error.code).toBe('chanceMismatch');
  });
});
