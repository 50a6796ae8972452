// @vitest-environment node
import { applyAction, bundledRules, legalActions, replay, type GameEvent, type GameState, type Refusal, type RefusalCode, type RefusalParams } from '../../engine';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { deploymentPlan, reveals } from '../../engine';
import { STEP_IDS } from '../../engine';
import { actionText, deploymentText, eventText, stepNameText, refusalText, wordContext } from '.';

const rules = bundledRules();

/** Every event of whole random games in both editions and modes, with the state each game ended in. */
function sampleGames(): { state: GameState; events: GameEvent[] }[] {
  return (['2023', '2020'] as const).flatMap((edition) =>
    (['digital', 'physical'] as const).map((mode) => {
      const setup = makeSetup({ edition, cards: mode, dice: mode, seed: `words-${edition}-${mode}` });
      const game = playRandomGame(rules, setup, `words-choices-${edition}-${mode}`);
      const result = replay(rules, setup, game.log);
      if (!result.ok) throw new Error('replay failed');
      return { state: result.state, events: result.events.flat() };
    }),
  );
}

/** A sentence a player can read: capital first, full stop or colon last, no leaked program values. */
function expectSentence(text: string): void {
  expect(text).toMatch(/^[A-Z0-9"]/);
  expect(text).toMatch(/[.:)]$/);
  expect(text).not.toMatch(/undefined|\[object|NaN|\bnull\b/);
}

describe('the word catalogue says every event of a game in words', () => {
  const games = sampleGames();

  it('every event of four whole games reads as a sentence with player names', () => {
    for (const { state, events } of games) {
      const ctx = wordContext(rules, state, state.setup);
      for (const event of events) expectSentence(eventText(ctx, event));
    }
  });

  it('the games cover most event codes', () => {
    const codes = new Set(games.flatMap((g) => g.events.map((e) => e.code)));
    expect(codes.size).toBeGreaterThanOrEqual(20);
  });

  it("a face-down choice on day 1 of the march is logged as day 1 (PBS 8.D; it was logged one day late)", () => {
    const { state, events } = games[0]!;
    const ctx = wordContext(rules, state, state.setup);
    const firstDay = events.find((e) => e.code === 'cardCommitted' && e.params.round !== null);
    expect(firstDay && eventText(ctx, firstDay)).toMatch(/^Day 1: (Anna|Bruno) \((invader|defender)\) has chosen a card, face down\.$/);
  });

  it('the card that completes a round is told by the reveal alone, and no private event is ever told', () => {
    const setup = makeSetup({ seed: 'words-round' });
    const game = playRandomGame(rules, setup, 'words-round-choices');
    const result = replay(rules, setup, game.log);
    if (!result.ok) throw new Error('replay failed');
    const ctx = wordContext(rules, result.state, setup);
    const revealing = result.events.find((events) => events.some((e) => e.code === 'dayRevealed'))!;
    expect(revealing.map((e) => e.code)).toEqual(['cardCommitted', 'cardChosen', 'dayRevealed']);
    const text = actionText(ctx, revealing, reveals);
    expect(text).toBe(eventText(ctx, revealing[2]!));
    const dealing = result.events.find((events) => events.some((e) => e.code === 'handDealt'))!;
    expect(actionText(ctx, dealing, reveals)).toBe(eventText(ctx, dealing.find((e) => e.code === 'cardsDealt')!));
  });

  it('a recorded position reads as a sentence with its numbers and unit (issue 10)', () => {
    const { state } = games[0]!;
    const ctx = wordContext(rules, state, state.setup);
    const event: GameEvent = {
      code: 'positionRecorded',
      audience: 'public',
      params: { piece: 0, side: 'defender', terrain: 'hills', stage: 'final', x: 12, y: 8.5, width: 6, depth: 6, angle: 30, unit: 'BW', mmPerUnit: 40 },
    };
    const text = eventText(ctx, event);
    expectSentence(text);
    expect(text).toMatch(/12 BW.*8\.5 BW.*30°/);
  });

  it('every deployment instruction reads as a sentence (PBS 10.B-10.G)', () => {
    for (const { state } of games) {
      const ctx = wordContext(rules, state, state.setup);
      for (const item of deploymentPlan(rules, state)) expectSentence(deploymentText(ctx, item));
    }
  });
});

describe('the word catalogue says every refusal in words', () => {
  const { state } = sampleGames()[0]!;
  const ctx = wordContext(rules, state, state.setup);
  const samples: { [K in RefusalCode]: RefusalParams[K] } = {
    invalidAction: {},
    wrongStep: { stepId: 'march' },
    notInForce: { type: 'confirmCondition', rulesVersion: 1 },
    notYourTurn: { actor: 'defender' },
    alreadyCommitted: { side: 'invader' },
    noCardsLeft: { side: 'invader' },
    notInHand: { side: 'invader', card: 'red' },
    mustPlay: { side: 'defender', cards: 3, days: 3 },
    mustPlayTerritoryCard: { side: 'invader', source: '002 Deciding Invader and Defender' },
    chanceMismatch: { expected: { type: 'rollPlacement', die: 4 }, got: { type: 'rollPlacement', die: 6 } },
    impossibleFace: { player: 0, colour: 'white', face: 'skull' },
    badDeck: { size: 55 },
    badDeal: { purpose: 'pbs' },
    seasonNotOffered: { season: 'monsoon' },
    territoryNotOffered: { territory: 'plains' },
    offTerritory: {},
    tooFar: { difference: 1 },
    flankNotOffered: { terrain: 'marsh' },
    sameFlankSector: { sector: 'left' },
    flankPieceRequired: {},
    deepWaterTooDeep: { depth: 7, max: 6, unit: 'BW' },
    notInTerrainTable: { terrain: 'oasis', territory: 'waterside' },
    impassableNotAllowed: { density: 'open', source: '000 PBS 9.B' },
    declarationNotAllowed: { terrain: 'marsh', status: 'impassable' },
    declarationLimit: { terrain: 'marsh', status: 'dangerous', max: 2, source: '000 Waterside' },
    capReached: { terrain: ['fields', 'tilledFields'], max: 2, source: '000 Waterside' },
    perSettlementCap: { terrain: 'orchards', source: '000 Cultivated' },
    categoryFull: { category: 'difficult', density: 'veryDense', source: '000 PBS 9.B' },
    noDiceNotAllowed: {},
    outcomeNotAllowed: { die: 4, outcome: 'remove' },
    tooManyScoutingCards: { side: 'invader', limit: 6 },
    deploymentOrder: { expected: 2 },
    conditionNotAsked: { item: 1 },
    conditionPending: { item: 3, batch: 0 },
    noSuchPiece: { piece: 9 },
    notPlacedYet: { piece: 1, terrain: 'hills', stage: 'final' },
    positionBreaksRule: {
      piece: 1,
      terrain: 'hills',
      stage: 'placed',
      unit: 'BW',
      mmPerUnit: 40,
      violations: [{ code: 'tooSmall', params: { min: 6, size: 5 }, source: '000 PBS 9.A' }],
    },
    wrongDiceCount: { colour: 'red', expected: 2, got: 1, changeable: true },
    weatherNotInColumn: { weather: 'dustStorm', column: 'plains' },
    faceNotOnDie: { colour: 'green', die: 0, face: 'skull' },
    battleOver: { turns: 7 },
    tooManyBattleTurns: { most: 1000 },
    automaticLimit: { most: 200, stepId: 'rollOff' },
  };

  test.each(Object.entries(samples))('%s', (code, params) => {
    expectSentence(refusalText(ctx, { code, params } as Refusal));
  });

  it('a forged roll names what the seed gives and what the log says', () => {
    expect(refusalText(ctx, { code: 'chanceMismatch', params: samples.chanceMismatch })).toBe(
      "It does not follow the game code: the game code gives a placement die of 4, the log says a placement die of 6.",
    );
  });
});

describe('the weather through the battle in words (issue 13)', () => {
  const { state } = sampleGames()[0]!;
  const ctx = wordContext(rules, state, state.setup);

  test.each([
    [{ turn: 3, red: ['skull'], green: ['wound'], from: 'goodWeather', to: 'heat', steps: 1, changeable: false }, 'Turn 3 weather: Red Skull, Green Wound: Heat (up 1 type from Good Weather).'],
    [{ turn: 1, red: ['wound', 'blank'], green: ['blank', 'blank'], from: 'lightRain', to: 'snow', steps: -2, changeable: true }, 'Turn 1 weather: Red Wound and Blank, Green Blank and Blank: Snow (down 2 types from Light Rain).'],
    [{ turn: 2, red: ['skull'], green: ['blank'], from: 'heat', to: 'heat', steps: 0, changeable: false }, 'Turn 2 weather: Red Skull, Green Blank: Heat (stays Heat).'],
  ] as const)('battleWeatherRolled %#', (params, text) => {
    const event = { code: 'battleWeatherRolled', audience: 'public', params: { ...params, red: [...params.red], green: [...params.green] } } as GameEvent;
    expect(eventText(ctx, event)).toBe(text);
  });

  it('battleEnded', () => {
    expect(eventText(ctx, { code: 'battleEnded', audience: 'public', params: { turns: 1, weather: 'strongWinds' } })).toBe('The battle is over after 1 turn of weather rolls, in Strong Winds.');
  });

  it('a forged battle roll names the faces the battle code gives', () => {
    const params = { expected: { type: 'rollBattleWeather', red: ['skull'], green: ['wound'] }, got: { type: 'rollBattleWeather', red: ['blank'], green: ['wound'] } } as const;
    expect(refusalText(ctx, { code: 'chanceMismatch', params: { expected: { ...params.expected, red: [...params.expected.red], green: [...params.expected.green] }, got: { ...params.got, red: [...params.got.red], green: [...params.got.green] } } })).toBe(
      'It does not follow the battle code: the battle code gives battle weather dice Red Skull, Green Wound, the log says battle weather dice Red Blank, Green Wound.',
    );
  });
});

describe('every step has its own name in words', () => {
  it('no two steps share a name, and none is a program id such as "selectCompulsory"', () => {
    const names = STEP_IDS.map(stepNameText);
    expect(new Set(names).size).toBe(STEP_IDS.length);
    for (const name of names) expect(name).not.toMatch(/[a-z][A-Z]/);
  });
});

describe('physical cards are logged as entered, not as face down (issue 11)', () => {
  /** The events of Anna's card entered in the 2023 territory contest, cards and dice physical. */
  function entered(cards: 'physical' | 'digital') {
    const setup = makeSetup({ cards, dice: 'physical', seed: `entered-${cards}` });
    const opening = [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'defender' },
      { type: 'chooseSeason', season: 'summer' },
    ] as const;
    const before = replay(rules, setup, [...opening]);
    if (!before.ok) throw new Error('the opening does not replay');
    let state = before.state;
    while (state.stepId !== 'territoryCards') {
      const next = legalActions(rules, state)[0]!;
      const result = applyAction(rules, state, next);
      if (!result.ok) throw new Error('no way to the contest');
      state = result.state;
    }
    const card = state.hands ? state.hands.defender[0]! : 'red';
    const result = applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card });
    if (!result.ok) throw new Error('refused');
    return { text: actionText(wordContext(rules, result.state, setup), result.events, reveals), card };
  }

  it('physical: "Territory contest: Anna (defender) entered Red (R)."', () => {
    const { text } = entered('physical');
    expect(text).toBe('Territory contest: Anna (defender) entered Red (R).');
  });

  it('digital: still face down, and the card is never named', () => {
    const { text, card } = entered('digital');
    expect(text).toBe('Territory contest: Anna (defender) has chosen a card, face down.');
    expect(text).not.toContain(card.charAt(0).toUpperCase() + card.slice(1));
  });
});
