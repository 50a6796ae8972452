import { cardRound, findTerritory, squareAt, type Colour, type Face, type PublicView, type Rules, type Side } from '../../engine';
import { nameOf, stepNameText, whoIs, type WordContext } from '../words';
import { dataName, densityName, FACE_WORDS, OUTCOME_WORDS, pieceSectorName, terrainName, weatherRollText } from '../words/vocab';
import { isolateName } from '../words/names';
import { DONE_WORDS } from '../table/pieceWords';
import { ROOM_REVEAL_WORDS as W, ROOM_TEXT_WORDS as T } from './words';

type Piece = PublicView['pieces'][number];

/** The step as the game window titles it, e.g. "The march: day 3 of 5". */
export function stepTitle(rules: Rules, view: PublicView): string {
  if (cardRound(view) === 'day') return T.marchDay({ day: view.days.length + 1, days: rules.editions[view.setup.edition].march.days });
  const title = stepNameText(view.stepId);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Who plays, e.g. "Anna (defender) v Bruno (invader)", or the two names before the roles are chosen. */
export function playersLine(ctx: WordContext): string {
  return ctx.roles ? T.players({ first: whoIs(ctx, 'invader'), second: whoIs(ctx, 'defender') }) : T.players({ first: ctx.players[0], second: ctx.players[1] });
}

/**
 * A game named for the room by what its public view holds (never anything secret), e.g. "Anna (Later Romans) v Bruno
 * (Sassanids), 2020 edition, Waterside": the players with their armies, the edition and, once chosen, the territory.
 */
export function gameLine(ctx: WordContext, armies: readonly [string, string]): string {
  return T.game({
    first: ctx.players[0],
    firstArmy: isolateName(armies[0]),
    second: ctx.players[1],
    secondArmy: isolateName(armies[1]),
    edition: ctx.edition,
    chosen: Boolean(ctx.territory),
    territory: ctx.territory ? dataName('territory', ctx.territory.id, ctx.territory.name) : '',
  });
}

/** The last cards turned over: the latest day of the march, else the territory contest; null before any. */
export interface RevealedCards {
  label: string;
  cards: Record<Side, Colour | null>;
  /** What a missing card means in this round. */
  none: string;
  result: string;
}

/** The cards the room saw last, with what they decided. */
export function lastCards(ctx: WordContext, view: PublicView): RevealedCards | null {
  const day = view.days[view.days.length - 1];
  if (day) {
    const result = day.winner ? W.dayWon({ winner: nameOf(ctx, day.winner), difference: day.difference }) : W.dayEqual;
    return { label: W.day({ day: day.day }), cards: day.cards, none: W.pass, result };
  }
  if (view.territoryCards) {
    const chooser = view.territoryChooser ? W.territoryPicked({ chooser: nameOf(ctx, view.territoryChooser) }) : '';
    return { label: W.territoryContest, cards: view.territoryCards, none: W.noCard, result: chooser };
  }
  return null;
}

/** One die as the room sees it: a command-die face or a number. */
export type DieFace = { kind: 'face'; face: Face } | { kind: 'number'; value: number };

/** The last dice rolled: the weather, else the latest terrain die, else the roll-off; null before any. */
export interface RolledDice {
  label: string;
  dice: { who: string; die: DieFace }[];
  result: string;
}

function lastPieceRoll(ctx: WordContext, pieces: readonly Piece[]): RolledDice | null {
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    const terrain = terrainName(ctx.rules, ctx.territory, piece.terrain);
    if (piece.opponentDie !== null) {
      const opponent: Side = piece.owner === 'invader' ? 'defender' : 'invader';
      return {
        label: W.opponentDie({ terrain }),
        dice: [{ who: whoIs(ctx, opponent), die: { kind: 'number', value: piece.opponentDie } }],
        result: piece.outcome ? W.outcome({ outcome: OUTCOME_WORDS[piece.outcome] }) : W.deciding,
      };
    }
    const placement = piece.placement;
    if (placement && (placement.method === 'dice' || placement.method === 'flankSectorOnly')) {
      return {
        label: W.placementDie({ terrain }),
        dice: [{ who: whoIs(ctx, piece.owner), die: { kind: 'number', value: placement.die } }],
        result: W.wholly({ sector: pieceSectorName(piece) ?? '', owner: nameOf(ctx, piece.owner) }),
      };
    }
  }
  return null;
}

/** The dice the room saw last, with what they decided. */
export function lastDice(ctx: WordContext, view: PublicView): RolledDice | null {
  if (view.weather) {
    const name = dataName('weather', view.weather.weather, ctx.rules.weather.types.find((t) => t.id === view.weather?.weather)?.name ?? view.weather.weather);
    return {
      label: W.weatherDice,
      dice: view.weather.dice.map((value, i) => ({ who: W.die({ n: i + 1 }), die: { kind: 'number' as const, value } })),
      result: W.weatherScore({ score: view.weather.score, weather: name, changeable: view.weather.changeable }),
    };
  }
  const piece = lastPieceRoll(ctx, view.pieces);
  if (piece) return piece;
  const roll = view.rollOff.last;
  if (!roll) return null;
  return {
    label: W.rollOff({ attempts: view.rollOff.attempts }),
    dice: roll.faces.map((face, i) => ({ who: nameOf(ctx, i as 0 | 1), die: { kind: 'face' as const, face } })),
    result: roll.winner === null ? W.tie : W.rollOffWon({ winner: nameOf(ctx, roll.winner) }),
  };
}

/** A die face in words: "Skull", "4". */
export function dieText(die: DieFace): string {
  return die.kind === 'face' ? FACE_WORDS[die.face] : String(die.value);
}

/** The territory and where the army counter stands, in words. */
export function territoryText(rules: Rules, view: PublicView): { territory: string | null; square: string | null } {
  const territory = view.territory ? (findTerritory(rules, view.setup.edition, view.territory) ?? null) : null;
  const square = view.counter && territory ? squareAt(rules, view.setup.edition, territory.id, view.counter.row, view.counter.col) : undefined;
  return {
    territory: territory ? T.name({ name: dataName('territory', territory.id, territory.name) }) : null,
    square: view.counter && square ? T.square({ row: view.counter.row + 1, col: view.counter.col + 1, density: densityName(square.density) }) : null,
  };
}

/**
 * One terrain piece as the key of the table diagram gives it, beside its number there: what it is, whose, and how
 * far it got, e.g. "Woods (compulsory), Anna: kept" (the bar says whose side Anna is). Where it went, the drawing shows.
 */
export function pieceKeyText(ctx: WordContext, piece: Piece): string {
  return T.pieceKey({
    name: terrainName(ctx.rules, ctx.territory, piece.terrain),
    kind: piece.kind,
    declared: piece.declared ?? 'none',
    owner: nameOf(ctx, piece.owner),
    state: piece.placement === null ? 'notPlaced' : piece.outcome ? 'done' : 'placed',
    done: piece.outcome ? DONE_WORDS[piece.outcome] : '',
  });
}

/** The season and weather in words, or null before the season is chosen. */
export function weatherText(rules: Rules, view: PublicView): string | null {
  const found = rules.weather.seasons.find((s) => s.id === view.season);
  const season = found ? dataName('season', found.id, found.name) : null;
  if (!season) return null;
  if (!view.weather) return T.name({ name: season });
  const name = dataName('weather', view.weather.weather, rules.weather.types.find((t) => t.id === view.weather?.weather)?.name ?? view.weather.weather);
  return T.weather({ season, weather: name, changeable: view.weather.changeable, roll: weatherRollText(rules, view.weather.dice, view.weather.score) });
}

/** The scouting result in words, or null before it. */
export function scoutingText(ctx: WordContext, view: PublicView): string | null {
  const s = view.scouting;
  if (!s) return null;
  return T.scouting({
    invader: nameOf(ctx, 'invader'),
    invaderShare: s.totals.invader / 100,
    defender: nameOf(ctx, 'defender'),
    defenderShare: s.totals.defender / 100,
    outscouted: s.outscouted !== null,
    who: s.outscouted ? whoIs(ctx, s.outscouted) : '',
    by: s.by / 100,
  });
}
