import { odds, scaledText, COLOURS, RATINGS, type Rules, type Setup } from '../../engine';
import { inScale, type DistanceKinds } from '../words/distances';
import { distanceWords } from '../words/scaledText';
import { fact, joinSources, type Fact } from './fact';
import { COLOUR_WORDS, DENSITY_WORDS, ORDER_WORDS, OUTCOME_WORDS, SECTOR_WORDS, yesNo } from '../words/vocab';
import { readLineWithSource } from '../words/readings';
import { demandWords } from '../rules/words';

type Edition = Rules['editions']['2023'];

const RATING_WORDS = { legendary: 'Legendary', talented: 'Talented', competent: 'Competent', mediocre: 'Mediocre' } as const;

/** The edition and the scale the reference says an edition's distances in (RULES-NOTES section 2). */
type Said = { rules: Rules; setup: Pick<Setup, 'edition' | 'scale'> };

/** "at least 4 x 4 BW, fitting within 7 x 7 BW (printed 6 x 6 and 10 x 10 BW, reduced for Magna)": piece sizes convert as the edition says (seed 002 stars them). */
function size(said: Said, s: { min: number; max: number }): string {
  const [min, max] = [s.min, s.max].map((n) => scaledText(said.rules, said.setup, `{size:${n}}`)[0]);
  if (min?.kind !== 'distance' || max?.kind !== 'distance') return '';
  const words = `at least ${min.value[0]} x ${min.value[0]} ${min.unit}, fitting within ${max.value[0]} x ${max.value[0]} ${max.unit}`;
  return min.reduced || max.reduced ? `${words} (printed ${s.min} x ${s.min} and ${s.max} x ${s.max} BW, reduced for ${min.scaleName})` : words;
}

/** One of the edition's table distances in the scale ("4 BW (6 BW printed, reduced for Magna)"). */
function keyWords(said: Said, key: NonNullable<DistanceKinds['keys']>[number]): string {
  const [d] = scaledText(said.rules, said.setup, `{key:${key}}`);
  return d?.kind === 'distance' ? distanceWords(d) : '';
}

/** A sentence of the edition with its distances in the scale, as the steps show it. */
function sentence(said: Said, text: string, keys: DistanceKinds['keys']): string {
  return inScale(said.rules, said.setup, text, { keys });
}

/** The procedure cards of one edition, in the order of the sequence (seed 000 PBS 8-10; seed 002); its readings are with the assumptions. */
export function editionFacts(edition: Edition, rules: Rules, scale: Setup['scale'] = 'maximus'): Fact[] {
  const procedures = procedureFacts(edition, rules, { rules, setup: { edition: edition.id, scale } });
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

function procedureFacts(edition: Edition, rules: Rules, said: Said): Fact[] {
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
        `Deep water: at most ${keyWords(said, 'deepWater')} into the table. ${sentence(said, edition.secureFlanks.deepWaterText, ['deepWater'])}`,
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
        `Compulsory pieces: ${size(said, edition.pieceSizes.compulsory)}.`,
        `Optional pieces: ${size(said, edition.pieceSizes.optional)} (unless the terrain type says otherwise).`,
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
        `Flank sectors: ${keyWords(said, 'flankSector')} from each side edge; the rest is the centre sector.`,
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
        edition.placement.spacingBw === null ? 'No spacing rule.' : `At least ${keyWords(said, 'spacing')}.`,
        edition.placement.spacingBw === null ? edition.placement.spacingText : sentence(said, edition.placement.spacingText, ['spacing']),
      ],
    }),
    fact(k('opponent'), 'Opponent’s die (D6) after each piece', edition.opponent.source, {
      lines: [`Moves are up to ${keyWords(said, 'opponentMove')}.`],
      tables: [
        {
          caption: 'Opponent’s die',
          head: ['Score', 'He may also', 'As printed'],
          rows: edition.opponent.rows.map((row) => [row.min === 6 ? '6' : `${row.min}+`, OUTCOME_WORDS[row.outcome], sentence(said, row.text, ['opponentMove'])]),
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
        `Counted in ${edition.deployment.unit}s. At least ${keyWords(said, 'deploymentFromCentre')} from the centre line.`,
        `Zone: ${readLineWithSource({ text: sentence(said, edition.deployment.zoneText, ['deploymentFromCentre']), reading: edition.deployment.zoneReading && sentence(said, edition.deployment.zoneReading, ['deploymentFromCentre']) })}`,
        `Side edges: ${sentence(said, edition.deployment.sideEdgeText, ['sideEdgeStrip'])}`,
        `Camp: ${sentence(said, edition.deployment.campText, ['camp'])}`,
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

/** The editions the reference compares, 2023 (the default) first, distances in the given scale. */
export function editionViews(rules: Rules, scale: Setup['scale'] = 'maximus'): { key: string; id: string; name: string; source: string; facts: Fact[] }[] {
  return (['2023', '2020'] as const).map((id) => {
    const edition = rules.editions[id];
    return { key: `editions/${id}`, id, name: edition.name, source: edition.source, facts: editionFacts(edition, rules, scale) };
  });
}
