import { odds, COLOURS, RATINGS, type Rules } from '../../engine';
import { fact, joinSources, type Fact } from './fact';
import { COLOUR_WORDS, DENSITY_WORDS, ORDER_WORDS, OUTCOME_WORDS, SECTOR_WORDS, yesNo } from '../words/vocab';
import { readLineWithSource } from '../words/readings';
import { demandWords } from '../rules/words';

type Edition = Rules['editions']['2023'];

const RATING_WORDS = { legendary: 'Legendary', talented: 'Talented', competent: 'Competent', mediocre: 'Mediocre' } as const;

function size(s: { min: number; max: number }): string {
  return `at least ${s.min} x ${s.min} BW, fitting within ${s.max} x ${s.max} BW`;
}

/** The procedure cards of one edition, in the order of the sequence (seed 000 PBS 8-10; seed 002); its readings are with the assumptions. */
export function editionFacts(edition: Edition, rules: Rules): Fact[] {
  const procedures = procedureFacts(edition, rules);
  return [
    fact(`editions/${edition.id}/sequence`, 'The sequence', edition.source, {
      lines: [edition.name, `In order: ${procedures.map((f) => f.title).join('; ')}.`],
    }),
    ...procedures,
  ];
}

/** The chance to win the roll-off for each pair of ratings, ties re-rolled, enumerated from the die faces. */
function rollOffOddsFactTable(edition: Edition, rules: Rules) {
  const rollOff = odds.rollOffOddsTable(rules, edition.id);
  const percent = (x: number) => `${Math.round(x * 100)}%`;
  return {
    caption: 'Chance to win, ties re-rolled',
    head: ['Your rating', ...RATINGS.map((r) => `v ${RATING_WORDS[r]}`)],
    rows: RATINGS.map((r) => [RATING_WORDS[r], ...RATINGS.map((o) => percent(rollOff.rows.find((row) => row.rating === r && row.opponentRating === o)?.winAfterRerolls ?? 0))]),
    rowHeaders: true,
  };
}

function procedureFacts(edition: Edition, rules: Rules): Fact[] {
  const k = (part: string) => `editions/${edition.id}/${part}`;
  const rating = rules.components.ratingDie;
  return [
    fact(k('rollOff'), 'Roll-off', edition.rollOff.source, {
      lines: [
        `Dice by army commander rating: ${RATINGS.map((r) => `${RATING_WORDS[r]} ${COLOUR_WORDS[rating[r]]}`).join(', ')} (${rating.source}).`,
        `Ties re-roll: ${yesNo(edition.rollOff.tiesReroll)}.`,
        'A winner who chose to invade and rolled a skull may declare a strategic intercept.',
      ],
      tables: [rollOffOddsFactTable(edition, rules)],
      flags: [{ kind: 'Assumption', note: 'The chances to win come from the app’s die faces, which the sources do not give (see Assumptions); the dice by rating are the source’s.' }],
    }),
    fact(k('contest'), 'Choosing the territory', edition.territoryContest.source, {
      lines: [
        `Playing no card counts as ${COLOUR_WORDS[edition.territoryContest.declineCountsAs]}.`,
        `A tie goes to the ${edition.territoryContest.tieGoesTo}.`,
      ],
      flags: edition.territoryContest.assumption ? [{ kind: 'Assumption', note: edition.territoryContest.note }] : [],
    }),
    fact(k('counter'), 'Placing the army counter', edition.counterPlacement.source, { lines: [edition.counterPlacement.text] }),
    fact(k('march'), 'The march: PBS card difference', edition.march.source, {
      lines: [
        `${edition.march.days} days. A pass counts as ${COLOUR_WORDS[edition.march.passCountsAs]}.`,
        `The winner may move less than the allowance or stay: ${yesNo(edition.march.mayMoveLess)}.`,
      ],
      tables: [
        {
          caption: 'Card difference',
          head: ['Better by', 'Squares', 'Diagonal allowed', 'As printed'],
          rows: edition.march.moves.map((m) => [String(m.difference), String(m.squares), yesNo(m.diagonal), readLineWithSource(m)]),
          rowHeaders: true,
        },
      ],
      flags: [{ kind: 'Assumption', note: edition.march.mayMoveLessNote }],
    }),
    fact(k('secureFlanks'), 'Secure flanks', edition.secureFlanks.source, {
      lines: [
        `Deep water: at most ${edition.secureFlanks.deepWaterMaxBw} BW into the table. ${edition.secureFlanks.deepWaterText}`,
        edition.secureFlanks.piecesText,
        `The opponent may move secure-flank pieces: ${yesNo(edition.secureFlanks.opponentMayMove)}.`,
      ],
    }),
    fact(k('density'), 'Terrain density', joinSources(edition.density, edition.source), {
      tables: [
        {
          caption: 'Density table',
          head: ['Density', 'Compulsory (total between both players)', 'Optional (each player)', 'Impassable allowed', 'Source'],
          rows: edition.density.map((d) => [
            DENSITY_WORDS[d.density],
            demandWords(d.compulsory) || 'None',
            `Up to ${d.optionalEach}`,
            yesNo(d.impassableAllowed),
            d.source,
          ]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('pieceSizes'), 'Piece sizes', edition.pieceSizes.source, {
      lines: [
        `Compulsory pieces: ${size(edition.pieceSizes.compulsory)}.`,
        `Optional pieces: ${size(edition.pieceSizes.optional)} (unless the terrain type says otherwise).`,
      ],
    }),
    fact(k('selection'), 'Selection and placement order', edition.selection.source, {
      lines: [
        `Compulsory items chosen: ${ORDER_WORDS[edition.selection.compulsory]}.`,
        `Optional items chosen: ${ORDER_WORDS[edition.selection.optional]}.`,
        `Items placed: ${ORDER_WORDS[edition.selection.placement]}.`,
      ],
    }),
    fact(k('placement'), 'Placement die (D6)', edition.placement.source, {
      lines: [
        `Flank sectors: ${edition.placement.flankSectorBw} BW from each side edge; the rest is the centre sector.`,
        edition.placement.perspective,
      ],
      tables: [
        {
          caption: 'Placement die',
          head: ['Die', 'Sector', 'Must touch a table edge'],
          rows: edition.placement.die.map((row) => [row.faces.join(', '), SECTOR_WORDS[row.sector], yesNo(row.touchTableEdge)]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('spacing'), 'Spacing at first placement', edition.placement.source, {
      lines: [
        edition.placement.spacingBw === null ? 'No spacing rule.' : `At least ${edition.placement.spacingBw} BW.`,
        edition.placement.spacingText,
      ],
    }),
    fact(k('opponent'), 'Opponent’s die (D6) after each piece', edition.opponent.source, {
      lines: [`Moves are up to ${edition.opponent.moveUpToBw} BW.`],
      tables: [
        {
          caption: 'Opponent’s die',
          head: ['Score', 'He may also', 'As printed'],
          rows: edition.opponent.rows.map((row) => [row.min === 6 ? '6' : `${row.min}+`, OUTCOME_WORDS[row.outcome], row.text]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('vital'), 'Vital Settlement or Fort', edition.vitalSettlement?.source ?? edition.source, {
      lines: [edition.vitalSettlement?.text ?? 'Not in this edition.'],
    }),
    fact(k('scouting'), 'Scouting', edition.scouting.source, {
      lines: [`Add the best ${edition.scouting.best} cards.`, edition.scouting.text],
      tables: [
        {
          caption: 'Scouting value of each card',
          head: ['Card', 'Per cent of the army'],
          rows: [...COLOURS].reverse().map((c) => [COLOUR_WORDS[c], `${edition.scouting.values[c]}%`]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('deployment'), 'Deployment', edition.deployment.source, {
      lines: [
        `Counted in ${edition.deployment.unit}s. At least ${edition.deployment.minFromCentreBw} BW from the centre line.`,
        `Zone: ${readLineWithSource({ text: edition.deployment.zoneText, reading: edition.deployment.zoneReading })}`,
        `Side edges: ${edition.deployment.sideEdgeText}`,
        `Camp: ${edition.deployment.campText}`,
        `First: ${edition.deployment.firstText}`,
        `Ambushes and flank marches: ${edition.deployment.ambushText}`,
        `Generals: ${edition.deployment.generalsText}`,
        // 000 PBS 10.E ends with the declaration, before 10.F-10.G's flank marches and ambush cards.
        ...(edition.deployment.declareText ? [`Declare: ${edition.deployment.declareText}`] : []),
        `Flank marches: ${edition.deployment.flankMarchText}`,
      ],
    }),
    fact(k('preGame'), 'Pre-game moves', edition.preGameMoves?.source ?? edition.source, {
      lines: edition.preGameMoves ? edition.preGameMoves.moves : ['Not in this edition.'],
    }),
  ];
}

/** The editions the reference compares, 2023 (the default) first. */
export function editionViews(rules: Rules): { key: string; id: string; name: string; source: string; facts: Fact[] }[] {
  return (['2023', '2020'] as const).map((id) => {
    const edition = rules.editions[id];
    return { key: `editions/${id}`, id, name: edition.name, source: edition.source, facts: editionFacts(edition, rules) };
  });
}
