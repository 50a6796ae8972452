import { odds, scaledText, COLOURS, RATINGS, type Rules, type Setup } from '../../engine';
import { inScale, type DistanceKinds } from '../words/distances';
import { distanceWords } from '../words/scaledText';
import { fact, joinSources, type Fact } from './fact';
import { COLOUR_WORDS, DENSITY_WORDS, OUTCOME_WORDS, SIDE_WORDS, yesNo } from '../words/vocab';
import { readLineWithSource } from '../words/readings';
import { demandWords } from '../rules/demandWords';
import { EDITION_FACT_WORDS as W, ORDER_WORDS, SECTOR_WORDS } from './factWords';
import { joined, one, q, saying, type Said as Text, type SaidPart } from './said';

type Edition = Rules['editions']['2023'];

/** The edition and the scale the reference says an edition's distances in (RULES-NOTES section 2). */
type Said = { rules: Rules; setup: Pick<Setup, 'edition' | 'scale'> };

/** "at least 4 x 4 BW, fitting within 7 x 7 BW (printed 6 x 6 and 10 x 10 BW, reduced for Magna)": piece sizes convert as the edition says (seed 002 stars them). */
function size(said: Said, s: { min: number; max: number }): SaidPart[] {
  const [min, max] = [s.min, s.max].map((n) => scaledText(said.rules, said.setup, `{size:${n}}`)[0]);
  if (min?.kind !== 'distance' || max?.kind !== 'distance') return [];
  return saying(W.sizes, {
    min: q(`${min.value[0]} x ${min.value[0]} ${min.unit}`),
    max: q(`${max.value[0]} x ${max.value[0]} ${max.unit}`),
    reduced: min.reduced || max.reduced,
    printedMin: s.min,
    printedMax: s.max,
    scale: q(min.scaleName),
  });
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
    fact(`editions/${edition.id}/sequence`, W.titles.sequence, edition.source, {
      lines: [[q(edition.name)], saying(W.inOrder, { steps: one(joined(procedures.map((f) => f.title), W.listSemicolon)) })],
    }),
    ...procedures,
  ];
}

/** The chance to win the roll-off for each pair of ratings, ties re-rolled, enumerated from the die faces. */
function rollOffOddsFactTable(edition: Edition, rules: Rules) {
  const rollOff = odds.rollOffOddsTable(rules, edition.id);
  const percent = (x: number) => W.percent({ p: x });
  return {
    caption: W.oddsCaption,
    head: [W.yourRating, ...RATINGS.map((r) => W.versus({ rating: W.rating[r] }))],
    rows: RATINGS.map((r): Text[] => [W.rating[r], ...RATINGS.map((o) => percent(rollOff.rows.find((row) => row.rating === r && row.opponentRating === o)?.winAfterRerolls ?? 0))]),
    rowHeaders: true,
  };
}

function procedureFacts(edition: Edition, rules: Rules, said: Said): Fact[] {
  const k = (part: string) => `editions/${edition.id}/${part}`;
  const rating = rules.components.ratingDie;
  return [
    fact(k('rollOff'), W.titles.rollOff, edition.rollOff.source, {
      lines: [
        saying(W.diceByRating, { dice: one(joined(RATINGS.map((r) => W.ratingDie({ rating: W.rating[r], colour: COLOUR_WORDS[rating[r]] })), W.listComma)), source: q(rating.source) }),
        W.tiesReroll({ answer: yesNo(edition.rollOff.tiesReroll) }),
        W.intercept,
      ],
      tables: [rollOffOddsFactTable(edition, rules)],
      flags: [{ kind: 'Assumption', note: W.oddsAssumed }],
    }),
    fact(k('contest'), W.titles.contest, edition.territoryContest.source, {
      lines: [
        W.noCard({ colour: COLOUR_WORDS[edition.territoryContest.declineCountsAs] }),
        W.tieGoesTo({ side: SIDE_WORDS[edition.territoryContest.tieGoesTo] }),
      ],
      flags: edition.territoryContest.assumption ? [{ kind: 'Assumption', note: [q(edition.territoryContest.note)] }] : [],
    }),
    fact(k('counter'), W.titles.counter, edition.counterPlacement.source, { lines: [[q(edition.counterPlacement.text)]] }),
    fact(k('march'), W.titles.march, edition.march.source, {
      lines: [
        W.days({ days: edition.march.days, colour: COLOUR_WORDS[edition.march.passCountsAs] }),
        W.mayMoveLess({ answer: yesNo(edition.march.mayMoveLess) }),
      ],
      tables: [
        {
          caption: W.marchCaption,
          head: [...W.marchHead],
          rows: edition.march.moves.map((m): Text[] => [String(m.difference), String(m.squares), yesNo(m.diagonal), readLineWithSource(m)]),
          rowHeaders: true,
        },
      ],
      flags: [{ kind: 'Assumption', note: [q(edition.march.mayMoveLessNote)] }],
    }),
    fact(k('secureFlanks'), W.titles.secureFlanks, edition.secureFlanks.source, {
      lines: [
        W.deepWater({ depth: keyWords(said, 'deepWater'), text: sentence(said, edition.secureFlanks.deepWaterText, ['deepWater']) }),
        [q(edition.secureFlanks.piecesText)],
        W.opponentMayMove({ answer: yesNo(edition.secureFlanks.opponentMayMove) }),
      ],
    }),
    fact(k('density'), W.titles.density, joinSources(edition.density, edition.source), {
      tables: [
        {
          caption: W.densityCaption,
          head: [...W.densityHead],
          rows: edition.density.map((d): Text[] => [
            DENSITY_WORDS[d.density],
            demandWords(d.compulsory) || W.none,
            W.upTo({ n: d.optionalEach }),
            yesNo(d.impassableAllowed),
            [q(d.source)],
          ]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('pieceSizes'), W.titles.pieceSizes, edition.pieceSizes.source, {
      lines: [
        saying(W.compulsoryPieces, { size: one(size(said, edition.pieceSizes.compulsory)) }),
        saying(W.optionalPieces, { size: one(size(said, edition.pieceSizes.optional)) }),
      ],
    }),
    fact(k('selection'), W.titles.selection, edition.selection.source, {
      lines: [
        W.compulsoryChosen({ order: ORDER_WORDS[edition.selection.compulsory] }),
        W.optionalChosen({ order: ORDER_WORDS[edition.selection.optional] }),
        W.itemsPlaced({ order: ORDER_WORDS[edition.selection.placement] }),
      ],
    }),
    fact(k('placement'), W.titles.placement, edition.placement.source, {
      lines: [
        W.flankSectors({ width: keyWords(said, 'flankSector') }),
        [q(edition.placement.perspective)],
      ],
      tables: [
        {
          caption: W.placementCaption,
          head: [...W.placementHead],
          rows: edition.placement.die.map((row): Text[] => [row.faces.join(', '), SECTOR_WORDS[row.sector], yesNo(row.touchTableEdge)]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('spacing'), W.titles.spacing, edition.placement.source, {
      lines: [
        edition.placement.spacingBw === null ? W.noSpacing : W.atLeast({ distance: keyWords(said, 'spacing') }),
        edition.placement.spacingBw === null ? [q(edition.placement.spacingText)] : sentence(said, edition.placement.spacingText, ['spacing']),
      ],
    }),
    fact(k('opponent'), W.titles.opponent, edition.opponent.source, {
      lines: [W.movesUpTo({ distance: keyWords(said, 'opponentMove') })],
      tables: [
        {
          caption: W.opponentCaption,
          head: [...W.opponentHead],
          rows: edition.opponent.rows.map((row): Text[] => [row.min === 6 ? '6' : `${row.min}+`, OUTCOME_WORDS[row.outcome], sentence(said, row.text, ['opponentMove'])]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('vital'), W.titles.vital, edition.vitalSettlement?.source ?? edition.source, {
      lines: [edition.vitalSettlement ? [q(edition.vitalSettlement.text)] : W.notInEdition],
    }),
    fact(k('scouting'), W.titles.scouting, edition.scouting.source, {
      lines: [W.addBest({ n: edition.scouting.best }), [q(edition.scouting.text)]],
      tables: [
        {
          caption: W.scoutingCaption,
          head: [...W.scoutingHead],
          rows: [...COLOURS].reverse().map((c): Text[] => [COLOUR_WORDS[c], W.percent({ p: edition.scouting.values[c] / 100 })]),
          rowHeaders: true,
        },
      ],
    }),
    fact(k('deployment'), W.titles.deployment, edition.deployment.source, {
      lines: [
        saying(W.countedIn, { unit: q(edition.deployment.unit), distance: keyWords(said, 'deploymentFromCentre') }),
        [W.zone, readLineWithSource({ text: sentence(said, edition.deployment.zoneText, ['deploymentFromCentre']), reading: edition.deployment.zoneReading && sentence(said, edition.deployment.zoneReading, ['deploymentFromCentre']) })],
        [W.sideEdges, sentence(said, edition.deployment.sideEdgeText, ['sideEdgeStrip'])],
        [W.camp, sentence(said, edition.deployment.campText, ['camp'])],
        [W.first, q(edition.deployment.firstText)],
        [W.ambushes, q(edition.deployment.ambushText)],
        [W.generals, q(edition.deployment.generalsText)],
        // 000 PBS 10.E ends with the declaration, before 10.F-10.G's flank marches and ambush cards.
        ...(edition.deployment.declareText ? [[W.declare, q(edition.deployment.declareText)]] : []),
        [W.flankMarches, q(edition.deployment.flankMarchText)],
      ],
    }),
    fact(k('preGame'), W.titles.preGame, edition.preGameMoves?.source ?? edition.source, {
      lines: edition.preGameMoves ? edition.preGameMoves.moves.map((move) => [q(move)]) : [W.notInEdition],
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
