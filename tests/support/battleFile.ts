import { readFileSync } from 'node:fs';
import { applyAction, battleWeatherChance, bundledRules, replay, type Action, type GameLog, type Rules } from '../../src/engine';

/** The battle code the test games below are played with. */
export const TEST_BATTLE_SEED = 'battle-code-for-tests';

/** A game log from examples/ (README "Game log files"). */
export function exampleLog(name: string): GameLog {
  return JSON.parse(readFileSync(`examples/${name}`, 'utf8')) as GameLog;
}

/**
 * The digital Waterside example played on into its battle (issue 13): a sealed battle code, `turns` weather rolls
 * drawn from it, then, when `over`, the end of the battle. The pre-battle's own actions draw nothing from the battle code.
 */
export function watersideWithBattle(options: { turns?: number; over?: boolean; rules?: Rules } = {}): GameLog {
  const rules = options.rules ?? bundledRules();
  const example = exampleLog('digital-2023-waterside.json');
  const setup = { ...example.setup, battleSeed: TEST_BATTLE_SEED };
  const played = replay(rules, setup, example.actions);
  if (!played.ok) throw new Error('the Waterside example does not replay');
  let state = played.state;
  const battle: Action[] = [];
  for (let turn = 0; turn < (options.turns ?? 4); turn++) {
    const chance = battleWeatherChance(rules, state);
    if (!chance) throw new Error('no battle roll to draw');
    battle.push(chance.action);
    const next = applyAction(rules, state, chance.action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.state;
  }
  if (options.over ?? true) battle.push({ type: 'endBattle' });
  return { ...example, setup, actions: [...example.actions, ...battle] };
}
