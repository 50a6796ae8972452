// @vitest-environment node
import { readFileSync } from 'node:fs';
import { actor, applyAction, COLOURS, legalActions, migrateGameLog, replay, type Action, type Colour } from '../..';
import { GameLogSchema } from '../../gameLog';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import {
  ANNA_DEFENDS,
  atContest,
  digitalToContest,
  expectRefusal,
  physicalSetup,
  played,
  rules,
  run,
  start,
  step,
} from '../../../../tests/support/scenario';

const contest = (invader: Colour | null, defender: Colour | null) =>
  run(atContest(), [
    { type: 'playTerritoryCard', side: 'invader', card: invader },
    { type: 'playTerritoryCard', side: 'defender', card: defender },
  ]);

describe('playTerritoryCard (seed 000 PBS 8.B)', () => {
  it('000 PBS 8.B: the first card stays face down until both have played', () => {
    const { state, events } = played(atContest(), { type: 'playTerritoryCard', side: 'invader', card: 'red' });
    expect(state.stepId).toBe('territoryCards');
    expect(state.territoryCards).toBeNull();
    expect(state.commits).toEqual({ invader: 'red' });
    expect(state.handCounts).toEqual({ invader: 4, defender: 5 });
    expect(state.played).toEqual([]);
    // Round null is the territory contest; the card itself goes to the invader only.
    expect(events).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'invader', round: null } },
      { code: 'cardChosen', audience: 'invader', params: { side: 'invader', round: null, card: 'red' } },
    ]);
  });

  it('000 PBS 8.B: the second card reveals both and names who picks the map', () => {
    const first = step(atContest(), { type: 'playTerritoryCard', side: 'invader', card: 'red' });
    const { events } = played(first, { type: 'playTerritoryCard', side: 'defender', card: null });
    expect(events).toEqual([
      { code: 'cardCommitted', audience: 'public', params: { side: 'defender', round: null } },
      { code: 'cardChosen', audience: 'defender', params: { side: 'defender', round: null, card: null } },
      { code: 'territoryContestRevealed', audience: 'public', params: { invader: 'red', defender: null, chooser: 'invader' } },
    ]);
  });

  test.each<[Colour | null, Colour | null, 'invader' | 'defender', string]>([
    ['red', 'yellow', 'invader', 'the invader wins with a strictly better card'],
    ['green', 'black', 'invader', 'the invader wins with a strictly better card'],
    ['yellow', 'yellow', 'defender', 'a tie leaves the choice with the defender'],
    ['black', 'green', 'defender', 'a better defender card keeps the choice'],
    [null, null, 'defender', 'both decline: a tie of Blacks, the defender chooses'],
    ['white', null, 'invader', 'a declined card counts as Black, so White beats it'],
    ['black', null, 'defender', 'Black against a decline (Black) is a tie'],
    [null, 'black', 'defender', 'an invader who declines cannot win'],
  ])('000 PBS 8.B: invader %s, defender %s -> %s chooses (%s)', (invader, defender, chooser) => {
    const state = contest(invader, defender);
    expect(state.territoryCards).toEqual({ invader, defender });
    expect(state.territoryChooser).toBe(chooser);
    expect(state.stepId).toBe('chooseTerritory');
    expect(actor(rules, state)).toBe(chooser);
  });

  it('000 PBS 8.D: played cards are not returned; a decline keeps the hand', () => {
    const state = contest('red', null);
    expect(state.played).toEqual(['red']);
    expect(state.commits).toEqual({});
    expect(state.handCounts).toEqual({ invader: 4, defender: 5 });
  });

  it('refuses a second card from the same player (alreadyCommitted)', () => {
    const state = step(atContest(), { type: 'playTerritoryCard', side: 'defender', card: null });
    expectRefusal(applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card: 'red' }), 'alreadyCommitted', { side: 'defender' });
  });

  it('refuses a card from an empty hand (noCardsLeft)', () => {
    const state = run(start(physicalSetup({}, [{ pbsCards: 0 }])), ANNA_DEFENDS);
    expectRefusal(applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card: 'white' }), 'noCardsLeft', { side: 'defender' });
  });

  it('digital cards: refuses a colour the player does not hold (notInHand)', () => {
    const state = digitalToContest(makeSetup({ seed: 'territory-seed' }, [{ pbsCards: 2 }, { pbsCards: 2 }]));
    const hand = state.hands!.defender;
    const missing = COLOURS.find((c) => !hand.includes(c))!;
    expectRefusal(applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card: missing }), 'notInHand', { side: 'defender', card: missing });
    const after = step(state, { type: 'playTerritoryCard', side: 'defender', card: hand[0]! });
    expect(after.hands!.defender).toEqual(hand.slice(1));
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(step(atContest(), { type: 'playTerritoryCard', side: 'invader', card: 'red' }));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card: 'green' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

/** The roll-off and roles of a game with physical dice and cards: Anna (player 0) wins and defends. */
const OPENING_PHYSICAL: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
];

function atTerritoryCards(edition: '2023' | '2020') {
  const setup = makeSetup({ edition, cards: 'physical', dice: 'physical', seed: `territory-card-${edition}` });
  const opening: Action[] = [...OPENING_PHYSICAL, { type: 'chooseSeason', season: rules.weather.seasons[0]!.id }];
  const result = replay(rules, setup, opening);
  if (!result.ok) throw new Error('the opening does not replay');
  return { setup, opening, state: result.state };
}

describe('the territory card (PBS 8.B): optional in 2023, compulsory in 2020 for a player holding a card', () => {
  it.each([
    ['2023', false, '000 PBS 8.B'],
    ['2020', true, '002 Deciding Invader and Defender'],
  ] as const)('%s: the edition data says compulsory is %s, citing its source', (edition, compulsory, source) => {
    expect(rules.editions[edition].territoryContest.play.compulsory).toBe(compulsory);
    expect(rules.editions[edition].territoryContest.play.source).toContain(source);
  });

  it('2023 offers and accepts a pass', () => {
    const { setup, opening, state } = atTerritoryCards('2023');
    expect(state.stepId).toBe('territoryCards');
    expect(legalActions(rules, state)).toContainEqual({ type: 'playTerritoryCard', side: 'defender', card: null });
    expect(replay(rules, setup, [...opening, { type: 'playTerritoryCard', side: 'defender', card: null }]).ok).toBe(true);
  });

  it('2020 neither offers nor accepts a pass from a player holding cards', () => {
    const { setup, opening, state } = atTerritoryCards('2020');
    expect(state.stepId).toBe('territoryCards');
    expect(legalActions(rules, state).filter((a) => a.type === 'playTerritoryCard' && a.card === null)).toEqual([]);
    const result = replay(rules, setup, [...opening, { type: 'playTerritoryCard', side: 'defender', card: null }]);
    expect(result.ok).toBe(false);
    if (!result.ok && 'error' in result) expect(result.error).toEqual({ code: 'mustPlayTerritoryCard', params: { side: 'defender', source: rules.editions['2020'].territoryContest.play.source } });
  });

  it('2020 lets a player with no PBS cards play none', () => {
    const { setup, opening } = atTerritoryCards('2020');
    const none = { ...setup, players: [setup.players[0], { ...setup.players[1], army: { ...setup.players[1].army, pbsCards: 0 } }] as typeof setup.players };
    const result = replay(rules, none, [...opening, { type: 'playTerritoryCard', side: 'invader', card: null }]);
    expect(result.ok).toBe(true);
  });

  it('an old 2020 file that passed the card still opens and replays as played, read under app rules 1 by the upgrade', () => {
    const old = JSON.parse(readFileSync('tests/fixtures/v2/outscouted-2020.json', 'utf8')) as { setup: Record<string, unknown> };
    expect(old.setup.legacyTerritoryPass).toBeUndefined();
    const log = GameLogSchema.parse(migrateGameLog(old));
    expect(log.setup.rulesVersion).toBe(1);
    expect(replay(rules, log.setup, log.actions).ok).toBe(true);
    const underRules2 = replay(rules, { ...log.setup, rulesVersion: 2 }, log.actions);
    expect(!underRules2.ok && 'error' in underRules2 ? underRules2.error.code : null).toBe('mustPlayTerritoryCard');
  });

  it('a link of version 1 or 2 that kept the pass (`legacyTerritoryPass`, no rules version) replays under app rules 1', () => {
    const { setup, opening } = atTerritoryCards('2020');
    const pass = { type: 'playTerritoryCard', side: 'defender', card: null };
    expect(replay(rules, { ...setup, legacyTerritoryPass: true }, [...opening, pass]).ok).toBe(true);
    expect(replay(rules, setup, [...opening, pass]).ok).toBe(false);
  });

  it('an old 2020 file that played both cards is upgraded to app rules 2', () => {
    const old = JSON.parse(readFileSync('tests/fixtures/v2/physical-2020.json', 'utf8')) as unknown;
    const { setup } = GameLogSchema.parse(migrateGameLog(old));
    expect(setup).not.toHaveProperty('legacyTerritoryPass');
    expect(setup.rulesVersion).toBe(2);
  });
});
