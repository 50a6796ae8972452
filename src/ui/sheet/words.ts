import type { BattleSummary, Category, DeploymentItem, MapSquare, Rules, SideSummary, TerrainOption, TerrainSummary } from '../../engine';
import { nameOf, type WordContext } from '../words/context';
import { isolateName } from '../words/names';
import { deploymentParts } from '../words/deployment';
import { fromSource, type WithSource } from '../words/withSource';
import { campOptionText } from '../words/campCondition';
import { CATEGORY_WORDS, COLOUR_WORDS, dataName, densityName, pieceSectorName, sectorName, sideEdgeName, signed, terrainName, weatherRollText } from '../words/vocab';
import { COLOURS, type Colour, type Density, type Side } from '../../engine';
import { catalogue, msg } from '../words/catalogue';
import { realText } from '../table/measureWords';

/** The battle sheet's section titles, labels and buttons (issue 10: one printed page for the table). */
export const SHEET_WORDS = catalogue({
  noTerritoryRules: 'The 2020 sheets give the territories no special rules.',
  /** How to check a digital game's pre-battle against its game code: `what` says which of its rolls and deals the app drew. */
  seedCheck: msg<{ what: 'rollsAndDeals' | 'rolls' | 'deals' }>(
    'Open the game file in the app: every {what, select, rollsAndDeals {roll and deal} rolls {roll} other {deal}} of the pre-battle is checked against the game code.',
  ),
  /** Digital battle dice with no battle code here (a share link never carries it, nor an older game): the turns shown could not be checked. */
  battleUnchecked: msg<{ turns: number }>(
    'Not here: the {turns, plural, one {weather roll of the battle’s one turn is} other {weather rolls of the battle’s # turns are}} shown as given, not checked. A share link never carries the battle code; the game file of the device it was rolled on checks them.',
  ),
  heading: 'Battle sheet',
  kicker: 'Mortem et Gloriam pre-battle',
  sections: {
    battle: 'The battle',
    ground: 'Territory and final square',
    territoryRules: 'Territory special rules',
    weather: 'Season and weather',
    battleWeather: 'Weather through the battle',
    table: 'The table',
    terrain: 'Terrain pieces',
    terrainEffects: 'Terrain effects',
    vitalSettlement: 'Vital Settlement or Fort',
    scouting: 'Scouting',
    deployment: 'Deployment plan',
    preGameMoves: 'Pre-game moves',
    seed: 'Game code',
  },
  labels: {
    invader: 'Invader',
    defender: 'Defender',
    rules: 'Rules',
    houseRules: 'Rules profile',
    table: 'Table',
    intercept: 'Strategic intercept',
    territory: 'Territory',
    square: 'Final square',
    flank: 'Secure flank',
    density: 'Density',
    season: 'Season',
    weather: 'Weather',
    effects: 'Effects',
    eachTurn: 'Each turn',
    rule: 'Rule',
    result: 'Result',
    inOrder: 'In order',
    seed: 'Game code',
    fingerprint: 'Fingerprint',
    check: 'Check it',
    shareLink: 'Share link',
    tournament: 'Tournament',
    noRules: 'None',
    noTerrain: 'None',
    deepWater: 'Deep Water',
    battleStart: 'Start',
    battleTurn: msg<{ turn: number }>('Turn {turn}'),
    battleOver: 'Battle over',
    battleCode: 'Battle code',
  },
  qrName: 'QR code of the share link',
  qrTooLong: 'This link is too long for a QR code; copy it from the text instead.',
  /** A link longer than a printed QR code scans with (issue 29): the sheet says so and offers the game file. */
  qrLinkTooLong: msg<{ chars: number; max: number }>(
    'No QR code: this share link has {chars} characters, more than a printed code scans with ({max}). Copy the share link printed here, or send the game file ("Export the game file" in the app).',
  ),
  /** A sheet made where the app runs on this computer (issue 38): its QR code and link open nowhere else. */
  qrLocal:
    "This sheet's QR code and share link point at this computer, so no phone can open them. Enter the public address of this app, then print.",
  qrGameFile: 'The share link is too long for a QR code on paper: the sheet prints it as text, or export the game file and send that instead.',
  print: 'Print',
  copy: 'Copy as text',
  back: 'Back to the game',
  copied: 'The battle sheet is copied as text: paste it into a chat or an email.',
  copyFallback: 'Copying is blocked here: the text is selected below, copy it with Ctrl+C (or Cmd+C).',
  textLabel: 'The battle sheet as text',
  printHint: 'Prints on one page of A4 or US Letter. In the print dialog choose portrait and "Default" margins.',
  notDone: 'The battle sheet is ready when the pre-battle is over.',
  noGame: 'There is no pre-battle to make a battle sheet of.',
  openSheet: 'Battle sheet',
  openSheetHint: 'One printable page with everything the players need at the table, and the same as text.',
} as const);

/** The sheet's sentences: each says its choices and plurals in its text (issue 36); the functions below pick the values. */
export const SHEET_TEXT_WORDS = catalogue({
  /** Between the parts of a tournament game's place: "Britcon · Round 3 · Table 16". */
  tournamentSeparator: ' · ',
  round: msg<{ round: number }>('Round {round}'),
  table: msg<{ table: number }>('Table {table}'),
  /** Between the parts of a line that are sentences of their own: the house rules, a text copy's lines. */
  partSeparator: '; ',
  rulesLine: msg<{ edition: string; appRules: string; scale: string }>('{edition} ({appRules}); {scale}'),
  /** `player` and `army` isolated; `rating` an army commander's rating id. */
  side: msg<{ player: string; army: string; rating: string; tugs: number; unit: string }>(
    '{player}, {army} ({rating, select, legendary {Legendary} talented {Talented} competent {Competent} other {Mediocre}} army commander, {tugs} {unit}s)',
  ),
  /** The players in seat order with their armies, names isolated. */
  title: msg<{ first: string; firstArmy: string; second: string; secondArmy: string }>('{first} ({firstArmy}) v {second} ({secondArmy})'),
  square: msg<{ row: number; col: number }>('Row {row}, column {col}'),
  noFlank: 'No secure flank',
  /** `chosen`: the side edge (`edge`) is chosen; `deep`: the recorded depth (`depth`) is known. */
  flankDeepWater: msg<{ chosen: boolean; edge: string; deep: boolean; depth: string }>(
    'Deep Water along {chosen, select, true {{edge}} other {a side edge not chosen yet}}{deep, select, true {, {depth} into the table} other {}}, placed by the defender',
  ),
  /** `options`: the terrain offered; `chosen`: the flank sector (`sector`) is chosen; `skipped`: the players who placed none. */
  flankPieces: msg<{ options: readonly string[]; chosen: boolean; sector: string; anySkipped: boolean; skipped: readonly string[] }>(
    '{options, list, or} in {chosen, select, true {{sector}} other {a flank sector not chosen yet}}, one piece each, never moved by the opponent{anySkipped, select, true {; {skipped, list} placed none} other {}}',
  ),
  deepWater: msg<{ chosen: boolean; edge: string; depth: string }>(
    'secure flank along {chosen, select, true {{edge}} other {a side edge not chosen yet}}, {depth} into the table, placed by the defender; cannot be moved.',
  ),
  /** A density with what it asks for: `compulsory` the parts said by `difficult`, `roughOrGood` and `anyType`. */
  density: msg<{ density: string; anyCompulsory: boolean; compulsory: readonly string[]; impassable: boolean; optional: number }>(
    '{density}: {anyCompulsory, select, true {compulsory {compulsory, list}} other {no compulsory terrain}}{impassable, select, true {} other {, no impassable}}; optional up to {optional} each',
  ),
  difficult: msg<{ n: number }>('{n} Difficult'),
  roughOrGood: msg<{ n: number }>('{n} Rough/Good'),
  anyType: msg<{ n: number }>('{n} of any type'),
  /** The label of a territory special rule by what it governs. */
  ruleLabels: { flankSubstitute: 'Secure flank', campIn: 'Camp', nearOwnKind: 'Placement', contiguousWithoutDice: 'Placement' },
  /** "Winter (-2)": `modifier` signed. */
  season: msg<{ season: string; modifier: string }>('{season} ({modifier})'),
  weather: msg<{ weather: string; roll: string; changeable: boolean }>('{weather}: {roll}{changeable, select, true {; changeable (a double)} other {}}'),
  noEffectsAssumed: 'None listed in the sources (assumed: no effects)',
  noEffects: 'None',
  /** The turn-by-turn weather roll: `ladder` the weathers it moves between, lowest first, joined by `ladderSeparator`. */
  drift: msg<{ red: number; green: number; ladder: string }>(
    'Roll {red, plural, one {# Red die} other {# Red dice}} and {green, plural, one {# Green die} other {# Green dice}}: each Red skull moves the weather up one type, each Green blank down one: {ladder}.',
  ),
  ladderSeparator: ' < ',
  /** A piece's name: `category` in words, `declared` its declaration id or none. */
  pieceName: msg<{ terrain: string; category: string; declared: string }>(
    '{terrain} ({category}){declared, select, dangerous {, declared Dangerous} impassable {, declared Impassable} other {}}',
  ),
  /** Who chose a piece (`owner`), its kind, where its die put it (`where`) and what the opponent's die did (`after`). */
  piece: msg<{ owner: string; kind: string; where: string; after: string }>(
    '{owner}, {kind, select, flank {secure flank} compulsory {compulsory} other {optional}}; {where}; {after}.',
  ),
  where: {
    notPlaced: 'not placed',
    dice: msg<{ die: number; sector: string; touch: boolean }>('die {die}: {sector}{touch, select, true {, touching a table edge} other {}}'),
    flankSectorOnly: msg<{ die: number; sector: string }>('die {die}: {sector} (flank sectors only)'),
    contiguous: 'placed contiguous, without dicing',
    touching: 'placed touching, without dicing',
  },
  after: {
    fixed: 'cannot be moved',
    /** `outcome`: what the opponent did, or `none` while undecided. */
    opponentDie: msg<{ die: number; outcome: string }>(
      "opponent's die {die}: {outcome, select, keep {left it} move {moved it} pivot {pivoted it} remove {removed it} other {to decide}}",
    ),
    lost: 'lost: it may not go in the centre',
    noDie: 'no opponent die',
  },
  /** A declaration's effect, quoted from the sources. */
  declaredEffect: msg<{ status: string; effect: string }>('{status, select, dangerous {Dangerous} other {Impassable}}: {effect}'),
  noTerrainEffects: 'No effects listed',
  /** A side's scouting total (`share`: 0.7 for 70%) and the best cards that made it (`counts`, each said by `colourCount`). */
  scoutingSide: msg<{ share: number; any: boolean; counts: readonly string[] }>('{share, number, percent} ({any, select, true {{counts, list, unit}} other {no cards}})'),
  colourCount: msg<{ n: number; colour: string }>('{n, plural, one {{colour}} other {# {colour}}}'),
  /** `by`: the difference as a share (0.1 for 10%). */
  outscouted: msg<{ who: string; by: number }>('{who} is outscouted by {by, number, percent} and deploys first'),
  nobodyOutscouted: 'Nobody is outscouted: the defender deploys first',
  bothPlayers: 'Both players',
  unitCount: msg<{ tugs: number; unit: string }>('{tugs, plural, one {# {unit}} other {# {unit}s}}'),
  placeCamp: 'Place your camp.',
  third: msg<{ n: number; left: number }>('Place up to {n} more (a third of the army), {left} left.'),
  thirdRule: msg<{ unit: string }>('{unit}s in ambush or on flank march stay off the table.'),
  /** The Vital Settlement or Fort: the seed's words (`text`), then what the players said (`state`: none, done or not yet). */
  /** What the players said of the Vital Settlement or Fort, after the rule as the source prints it. */
  vitalSettlement: msg<{ state: 'none' | 'done' | 'notYet' }>(
    '{state, select, none {The players said this battle has none.} done {The players confirmed it placed.} other {Not yet placed.}}',
  ),
  /** The pre-game moves as printed, joined by `movesThen`. */
  preGameMoves: msg<{ moves: string; done: boolean }>('{moves}. {done, select, true {Done.} other {Not yet done.}}'),
  movesThen: ', then ',
  seedPhysical: "No game code: the players' own cards and dice decided",
  seedLost: "None: the game's file had lost it, so its deals and rolls were entered, not checked",
  seedSealed: 'Sealed: not revealed here',
  seed: msg<{ seed: string; source: 'drawn' | 'typed' }>('{seed} ({source, select, drawn {drawn and sealed by the app} other {typed by a player}})'),
  /** The rules profile's row: its name, and the values it changed (`lines`, joined) or that it changed none (`none`). */
  houseRules: msg<{ profile: string; any: boolean; lines: string; none: string }>('{profile}{any, select, true {: {lines}} other { ({none})}}'),
  /** Between a row's label and its value on the printed page. */
  labelEnd: ': ',
  /** One line of the text copy: "Label [count]: value". */
  textRow: msg<{ label: string; hasCount: boolean; count: string; value: string }>('{label}{hasCount, select, true { [{count}]} other {}}: {value}'),
} as const);

const T = SHEET_TEXT_WORDS;

/** Where a tournament game is played (issue 37), each part only when given: "Britcon Ancients Open 27 · Round 3 · Table 16". */
export function tournamentText(t: { event?: string | undefined; round?: number | undefined; table?: number | undefined }): string {
  const parts = [t.event === undefined ? null : isolateName(t.event), t.round === undefined ? null : T.round({ round: t.round }), t.table === undefined ? null : T.table({ table: t.table })];
  return parts.filter((p): p is string => p !== null).join(T.tournamentSeparator);
}

/** The rules line: the edition, beside it the app's own rules with their month (issue 34), and the scale. */
export function sheetRulesText(edition: string, appRules: string, scale: string): string {
  return T.rulesLine({ edition, appRules, scale });
}

/** "Anna, Later Romans (Competent army commander, 12 TuGs)". */
export function sideText(side: SideSummary, unit: string): string {
  return T.side({ player: isolateName(side.player), army: isolateName(side.army), rating: side.rating, tugs: side.tugs, unit });
}

/** The sheet's title, e.g. "Anna (Later Romans) v Bruno (Sassanids)", players in seat order. */
export function sheetTitle(players: readonly [{ name: string; army: { name: string } }, { name: string; army: { name: string } }]): string {
  const [a, b] = players;
  return T.title({ first: isolateName(a.name), firstArmy: isolateName(a.army.name), second: isolateName(b.name), secondArmy: isolateName(b.army.name) });
}

/** A square of the PBS map, counted from the top left as printed: "Row 4, column 1". */
export function squareText(square: { row: number; col: number }): string {
  return T.square({ row: square.row + 1, col: square.col + 1 });
}

/** What the final square gives as secure flank and what was placed, with the deep water's depth where the game recorded one (PBS 9.A). */
export function flankText(rules: Rules, ctx: WordContext, offered: MapSquare['flank'] | null, s: Pick<BattleSummary, 'flank' | 'deepWaterDepth'>): string {
  const placed = s.flank;
  if (!placed || placed.kind === 'none' || !offered || offered.kind === 'none') return T.noFlank;
  if (placed.kind === 'deepWater') {
    const depth = s.deepWaterDepth ? realText(s.deepWaterDepth, s.deepWaterDepth.value) : '';
    return T.flankDeepWater({ chosen: Boolean(placed.edge), edge: placed.edge ? sideEdgeName(placed.edge) : '', deep: depth !== '', depth });
  }
  const options = offered.kind === 'pieces' ? offered.options.map((id) => terrainName(rules, ctx.territory, id)) : [];
  const skipped = placed.kind === 'pieces' ? placed.skipped.map((side) => nameOf(ctx, side)) : [];
  return T.flankPieces({ options, chosen: Boolean(placed.sector), sector: placed.sector ? sectorName(placed.sector) : '', anySkipped: skipped.length > 0, skipped });
}

/** The deep-water secure flank as a thing on the table, with how deep it reaches into the table, e.g. "3 BW (12 cm)" (PBS 9.A). */
export function deepWaterText(edge: 'left' | 'right' | null, depth: string): string {
  return T.deepWater({ chosen: Boolean(edge), edge: edge ? sideEdgeName(edge) : '', depth });
}

/** A density with what it asks for (PBS 9.B): "Open: compulsory 1 of any type, no impassable; optional up to 2 each". */
export function densityText(density: Density, rule: { compulsory: { difficult: number; roughOrGood: number; any: number }; optionalEach: number; impassableAllowed: boolean } | undefined): string {
  if (!rule) return densityName(density);
  const { difficult, roughOrGood, any } = rule.compulsory;
  const compulsory = [difficult > 0 && T.difficult({ n: difficult }), roughOrGood > 0 && T.roughOrGood({ n: roughOrGood }), any > 0 && T.anyType({ n: any })].filter(
    (p): p is string => typeof p === 'string',
  );
  return T.density({ density: densityName(density), anyCompulsory: compulsory.length > 0, compulsory, impassable: rule.impassableAllowed, optional: rule.optionalEach });
}

/** The label of a territory special rule by what it governs. */
export function specialRuleLabel(kind: keyof typeof SHEET_TEXT_WORDS.ruleLabels): string {
  return T.ruleLabels[kind];
}

/** "Winter (-2)". */
export function seasonText(name: string, modifier: number | undefined): string {
  return modifier === undefined ? name : T.season({ season: name, modifier: signed(modifier) });
}

/** "Good Weather: rolled 3 and 4, +2 for Summer: score 9; changeable (a double)". */
export function weatherText(rules: Rules, weather: NonNullable<BattleSummary['weather']>): string {
  return T.weather({ weather: dataName('weather', weather.id, weather.name), roll: weatherRollText(rules, weather.dice, weather.score), changeable: weather.changeable });
}

/** A weather's effects, or that the seed lists none (an assumption the data flags). */
export function weatherEffectsText(effects: string, assumption: boolean): string {
  if (effects) return effects.charAt(0).toUpperCase() + effects.slice(1);
  return assumption ? T.noEffectsAssumed : T.noEffects;
}

/** The turn-by-turn weather roll (seed 002 Weather rules) and the weathers it moves between. */
export function weatherDriftText(
  drift: { perTurn: { red: number; green: number }; changeable: { red: number; green: number }; up: string; down: string },
  changeable: boolean,
  ladder: readonly string[],
): string {
  const dice = changeable ? drift.changeable : drift.perTurn;
  return T.drift({ red: dice.red, green: dice.green, ladder: ladder.join(T.ladderSeparator) });
}

/** "Town (Rough), declared Dangerous". */
export function pieceName(piece: Pick<TerrainSummary, 'terrain' | 'terrainId' | 'category' | 'declared'>): string {
  const category = CATEGORY_WORDS[piece.category as Category] ?? piece.category;
  return T.pieceName({ terrain: dataName('terrain', piece.terrainId, piece.terrain), category, declared: piece.declared ?? 'none' });
}

/** Where a piece's die put it, in the sheet's words. */
function whereText(piece: TerrainSummary): string {
  const placement = piece.placement;
  if (placement === null) return T.where.notPlaced;
  const sector = pieceSectorName({ owner: piece.side, placement }) ?? '';
  switch (placement.method) {
    case 'dice':
      return T.where.dice({ die: placement.die, sector, touch: placement.touchTableEdge === true });
    case 'flankSectorOnly':
      return T.where.flankSectorOnly({ die: placement.die, sector });
    case 'secureFlank':
      return sector;
    case 'contiguous':
      return T.where.contiguous;
    default:
      return T.where.touching;
  }
}

/** What the opponent's die did to a piece, in the sheet's words. */
function afterText(piece: TerrainSummary): string {
  if (piece.kind === 'flank') return T.after.fixed;
  if (piece.opponentDie !== null) return T.after.opponentDie({ die: piece.opponentDie, outcome: piece.outcome ?? 'none' });
  return piece.outcome === 'remove' ? T.after.lost : T.after.noDie;
}

/** Who chose a piece, how the die placed it and what the opponent's die did to it (PBS 9.C-9.E). */
export function pieceText(piece: TerrainSummary, owner: string): string {
  return T.piece({ owner, kind: piece.kind, where: whereText(piece), after: afterText(piece) });
}

/** What a terrain type does on the table: its effects and special rules in the game's scale (`terrainTexts`), and a declaration's effect. */
export function terrainEffectsText(
  words: { effects: string; specialRules: string },
  declarations: TerrainOption['declarations'],
  declared: readonly ('dangerous' | 'impassable')[],
): string {
  const declaredEffects = declarations.filter((d) => declared.includes(d.status)).map((d) => T.declaredEffect({ status: d.status, effect: d.effect }));
  const parts = [words.effects, words.specialRules, ...declaredEffects].map((p) => p.trim().replace(/\.$/, '')).filter(Boolean);
  return parts.length === 0 ? T.noTerrainEffects : `${parts.join('. ')}.`;
}

/** "70% (Red, 2 Yellow, Green, White)": a side's scouting total and the best cards that made it, best first (PBS 10.A). */
export function scoutingSideText(total: number, best: readonly Colour[]): string {
  const counts = [...COLOURS].reverse().flatMap((colour) => {
    const n = best.filter((c) => c === colour).length;
    return n === 0 ? [] : [T.colourCount({ n, colour: COLOUR_WORDS[colour] })];
  });
  return T.scoutingSide({ share: total / 100, any: counts.length > 0, counts });
}

/** Who was outscouted and who deploys first (PBS 10.A, 10.D). */
export function scoutingResultText(ctx: WordContext, outscouted: Side | null, by: number): string {
  return outscouted ? T.outscouted({ who: sheetWho(ctx, outscouted), by: by / 100 }) : T.nobodyOutscouted;
}

/** A name longer than this is replaced by the side on the sheet's many per-player lines, to keep them on one page. */
const SHORT_NAME = 14;

/**
 * A player on the sheet's per-player lines: their name ("Anna"), or their side ("Invader") when the name is long;
 * the battle section names both players with their sides.
 */
export function sheetWho(ctx: WordContext, side: Side): string {
  const name = nameOf(ctx, side);
  return name.length <= SHORT_NAME ? name : SHEET_WORDS.labels[side];
}

/** Who carries out a deployment instruction: "Both players" or the player (see `sheetWho`). */
export function deploymentWho(ctx: WordContext, side: Side | 'both'): string {
  return side === 'both' ? T.bothPlayers : sheetWho(ctx, side);
}

/** "4 TuGs", for the count column of the plan. */
export function unitCount(ctx: WordContext, tugs: number): string {
  return T.unitCount({ tugs, unit: ctx.rules.editions[ctx.edition].deployment.unit });
}

/**
 * The deployment plan's instructions for the sheet (PBS 10.B-10.G): the same as the deployment step, but a
 * rule the seed prints for several instructions (the camp, the troops that deploy first) is quoted once.
 */
export function deploymentSheetTexts(ctx: WordContext, items: readonly DeploymentItem[]): WithSource[] {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const said = new Set<string>();
  // A rule already said on the sheet (the source's text, or the app's words for the thirds) is left out of the instructions after it.
  const once = (parts: WithSource, rules: number): WithSource =>
    parts.filter((part, i) => {
      const text = typeof part === 'string' ? part : part.source;
      if (i < parts.length - rules) return true;
      if (said.has(text)) return false;
      said.add(text);
      return true;
    });
  return items.map((item) => {
    switch (item.code) {
      case 'placeCamp':
      case 'placeFirst':
        return once(deploymentParts(ctx, item), 1);
      case 'third':
        return once([T.third({ n: item.tugs ?? 0, left: item.left }), T.thirdRule({ unit: d.unit })], 1);
      case 'campOption':
        return [campOptionText(ctx, item)];
      default:
        return deploymentParts(ctx, item);
    }
  });
}

/** The Vital Settlement or Fort (seed 000 PBS 9.E): the seed's words and whether the players confirmed it placed or said the battle has none. */
export function vitalSettlementText(text: string, done: boolean, none: boolean): WithSource {
  return [fromSource(text.replace(/TUG/g, 'TuG')), T.vitalSettlement({ state: none ? 'none' : done ? 'done' : 'notYet' })];
}

/** The pre-game moves in order (seed 000 PBS 10.H). */
export function preGameMovesText(moves: readonly string[], done: boolean): string {
  return T.preGameMoves({ moves: moves.join(T.movesThen), done });
}

/** The seed row: the seed and who chose it, still sealed, none with the players' own cards and dice, or lost from the game's file. */
export function seedText(seed: string | null, source: 'drawn' | 'typed', digital: boolean, lost: boolean): string {
  if (!digital) return T.seedPhysical;
  if (lost) return T.seedLost;
  if (seed === null) return T.seedSealed;
  return T.seed({ seed, source });
}
