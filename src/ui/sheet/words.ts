import type { BattleSummary, DeploymentItem, MapSquare, Outcome, Rules, SideSummary, TerrainOption, TerrainSummary } from '../../engine';
import { nameOf, type WordContext } from '../words/context';
import { isolateName } from '../words/names';
import { campRuleText, deploymentText } from '../words/deployment';
import { campOptionText } from '../words/campCondition';
import { andList, COLOUR_WORDS, densityName, idWords, orList, pieceSectorName, sectorName, sideEdgeName, signed, terrainName, weatherRollText } from '../words/vocab';
import { COLOURS, type Colour, type Density, type Side } from '../../engine';
import { catalogue } from '../words/catalogue';
import { realText } from '../words/table';

/** The battle sheet's section titles, labels and buttons (issue 10: one printed page for the table). */
export const SHEET_WORDS = catalogue({
  noTerritoryRules: 'The 2020 sheets give the territories no special rules.',
  /** How to check a digital game's pre-battle against its game code: `what` says which of its rolls and deals the app drew. */
  seedCheck: (what: 'rollsAndDeals' | 'rolls' | 'deals') =>
    `Open the game file in the app: every ${{ rollsAndDeals: 'roll and deal', rolls: 'roll', deals: 'deal' }[what]} of the pre-battle is checked against the game code.`,
  /** Digital battle dice with no battle code here (a share link never carries it, nor an older game): the turns shown could not be checked. */
  battleUnchecked: (turns: number) =>
    `Not here: the ${turns === 1 ? 'weather roll of the battle’s one turn is' : `weather rolls of the battle’s ${turns} turns are`} shown as given, not checked. A share link never carries the battle code; the game file of the device it was rolled on checks them.`,
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
    battleTurn: (turn: number) => `Turn ${turn}`,
    battleOver: 'Battle over',
    battleCode: 'Battle code',
  },
  qrName: 'QR code of the share link',
  qrTooLong: 'This link is too long for a QR code; copy it from the text instead.',
  /** A link longer than a printed QR code scans with (issue 29): the sheet says so and offers the game file. */
  qrLinkTooLong: (chars: number, max: number) =>
    `No QR code: this share link has ${chars} characters, more than a printed code scans with (${max}). Copy the share link printed here, or send the game file ("Export the game file" in the app).`,
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

/** Where a tournament game is played (issue 37), each part only when given: "Britcon Ancients Open 27 · Round 3 · Table 16". */
export const tournamentText = catalogue(function tournamentText(t: { event?: string | undefined; round?: number | undefined; table?: number | undefined }): string {
  const parts = [t.event === undefined ? null : isolateName(t.event), t.round === undefined ? null : `Round ${t.round}`, t.table === undefined ? null : `Table ${t.table}`];
  return parts.filter((p): p is string => p !== null).join(' · ');
});

/** "Anna, Later Romans (Competent army commander, 12 TuGs)". */
/** The rules line: the edition, beside it the app's own rules with their month (issue 34), and the scale. */
export const sheetRulesText = catalogue(function sheetRulesText(edition: string, appRules: string, scale: string): string {
  return `${edition} (${appRules}); ${scale}`;
});

export const sideText = catalogue(function sideText(side: SideSummary, unit: string): string {
  return `${isolateName(side.player)}, ${isolateName(side.army)} (${idWords(side.rating)} army commander, ${side.tugs} ${unit}s)`;
});

/** The sheet's title, e.g. "Anna (Later Romans) v Bruno (Sassanids)", players in seat order. */
export const sheetTitle = catalogue(function sheetTitle(players: readonly { name: string; army: { name: string } }[]): string {
  return players.map((p) => `${isolateName(p.name)} (${isolateName(p.army.name)})`).join(' v ');
});

/** A square of the PBS map, counted from the top left as printed: "Row 4, column 1". */
export const squareText = catalogue(function squareText(square: { row: number; col: number }): string {
  return `Row ${square.row + 1}, column ${square.col + 1}`;
});

/** What the final square gives as secure flank and what was placed, with the deep water's depth where the game recorded one (PBS 9.A). */
export const flankText = catalogue(function flankText(rules: Rules, ctx: WordContext, offered: MapSquare['flank'] | null, s: Pick<BattleSummary, 'flank' | 'deepWaterDepth'>): string {
  const placed = s.flank;
  if (!placed || placed.kind === 'none' || !offered || offered.kind === 'none') return 'No secure flank';
  if (placed.kind === 'deepWater') {
    const depth = s.deepWaterDepth ? `, ${realText(s.deepWaterDepth, s.deepWaterDepth.value)} into the table` : '';
    return `Deep Water along ${placed.edge ? sideEdgeName(placed.edge) : 'a side edge not chosen yet'}${depth}, placed by the defender`;
  }
  const options = offered.kind === 'pieces' ? orList(offered.options.map((id) => terrainName(rules, ctx.territory, id))) : '';
  const skipped = placed.kind === 'pieces' && placed.skipped.length > 0 ? `; ${andList(placed.skipped.map((s) => nameOf(ctx, s)))} placed none` : '';
  return `${options} in ${placed.sector ? sectorName(placed.sector) : 'a flank sector not chosen yet'}, one piece each, never moved by the opponent${skipped}`;
});

/** The deep-water secure flank as a thing on the table, with how deep it reaches into the table, e.g. "3 BW (12 cm)" (PBS 9.A). */
export const deepWaterText = catalogue(function deepWaterText(edge: 'left' | 'right' | null, depth: string): string {
  return `secure flank along ${edge ? sideEdgeName(edge) : 'a side edge not chosen yet'}, ${depth} into the table, placed by the defender; cannot be moved.`;
});

/** A density with what it asks for (PBS 9.B): "Open: compulsory 1 of any type, no impassable; optional up to 2 each". */
export const densityText = catalogue(function densityText(density: Density, rule: { compulsory: { difficult: number; roughOrGood: number; any: number }; optionalEach: number; impassableAllowed: boolean } | undefined): string {
  if (!rule) return densityName(density);
  const { difficult, roughOrGood, any } = rule.compulsory;
  const parts = [difficult > 0 && `${difficult} Difficult`, roughOrGood > 0 && `${roughOrGood} Rough/Good`, any > 0 && `${any} of any type`].filter(Boolean) as string[];
  const compulsory = parts.length === 0 ? 'no compulsory terrain' : `compulsory ${andList(parts)}`;
  return `${densityName(density)}: ${compulsory}${rule.impassableAllowed ? '' : ', no impassable'}; optional up to ${rule.optionalEach} each`;
});

const RULE_LABELS = { flankSubstitute: 'Secure flank', campIn: 'Camp', nearOwnKind: 'Placement', contiguousWithoutDice: 'Placement' } as const;

/** The label of a territory special rule by what it governs. */
export const specialRuleLabel = catalogue(function specialRuleLabel(kind: keyof typeof RULE_LABELS): string {
  return RULE_LABELS[kind];
});

/** "Winter (-2)". */
export const seasonText = catalogue(function seasonText(name: string, modifier: number | undefined): string {
  return modifier === undefined ? name : `${name} (${signed(modifier)})`;
});

/** "Good Weather: rolled 3 and 4, +2 for Summer: score 9; changeable (a double)". */
export const weatherText = catalogue(function weatherText(rules: Rules, weather: NonNullable<BattleSummary['weather']>): string {
  return `${weather.name}: ${weatherRollText(rules, weather.dice, weather.score)}${weather.changeable ? '; changeable (a double)' : ''}`;
});

/** A weather's effects, or that the seed lists none (an assumption the data flags). */
export const weatherEffectsText = catalogue(function weatherEffectsText(effects: string, assumption: boolean): string {
  if (effects) return effects.charAt(0).toUpperCase() + effects.slice(1);
  return assumption ? 'None listed in the sources (assumed: no effects)' : 'None';
});

/** The turn-by-turn weather roll (seed 002 Weather rules) and the weathers it moves between. */
export const weatherDriftText = catalogue(function weatherDriftText(
  drift: { perTurn: { red: number; green: number }; changeable: { red: number; green: number }; up: string; down: string },
  changeable: boolean,
  ladder: readonly string[],
): string {
  const dice = changeable ? drift.changeable : drift.perTurn;
  const die = (n: number, colour: string) => `${n} ${colour} ${n === 1 ? 'die' : 'dice'}`;
  return `Roll ${die(dice.red, 'Red')} and ${die(dice.green, 'Green')}: each Red skull moves the weather up one type, each Green blank down one: ${ladder.join(' < ')}.`;
});

const OUTCOME_DONE: Record<Outcome, string> = { keep: 'left it', move: 'moved it', pivot: 'pivoted it', remove: 'removed it' };

/** The pieces' kinds as the sheets name them. */
const KIND_WORDS: Record<TerrainSummary['kind'], string> = { flank: 'secure flank', compulsory: 'compulsory', optional: 'optional' };

/** "Town (Rough), declared Dangerous". */
export const pieceName = catalogue(function pieceName(piece: Pick<TerrainSummary, 'terrain' | 'category' | 'declared'>): string {
  return `${piece.terrain} (${idWords(piece.category)})${piece.declared ? `, declared ${idWords(piece.declared)}` : ''}`;
});

/** Who chose a piece, how the die placed it and what the opponent's die did to it (PBS 9.C-9.E). */
export const pieceText = catalogue(function pieceText(piece: TerrainSummary, owner: string): string {
  const placement = piece.placement;
  const sector = placement && pieceSectorName({ owner: piece.side, placement });
  const where =
    placement === null
      ? 'not placed'
      : placement.method === 'dice'
        ? `die ${placement.die}: ${sector}${placement.touchTableEdge ? ', touching a table edge' : ''}`
        : placement.method === 'flankSectorOnly'
          ? `die ${placement.die}: ${sector} (flank sectors only)`
          : placement.method === 'secureFlank'
            ? `${sector}`
            : placement.method === 'contiguous'
              ? 'placed contiguous, without dicing'
              : 'placed touching, without dicing';
  const after =
    piece.kind === 'flank'
      ? 'cannot be moved'
      : piece.opponentDie !== null
        ? `opponent's die ${piece.opponentDie}: ${piece.outcome ? OUTCOME_DONE[piece.outcome] : 'to decide'}`
        : piece.outcome === 'remove'
          ? 'lost: it may not go in the centre'
          : 'no opponent die';
  return `${owner}, ${KIND_WORDS[piece.kind]}; ${where}; ${after}.`;
});

/** What a terrain type does on the table: its effects and special rules in the game's scale (`terrainTexts`), and a declaration's effect. */
export const terrainEffectsText = catalogue(function terrainEffectsText(
  words: { effects: string; specialRules: string },
  declarations: TerrainOption['declarations'],
  declared: readonly ('dangerous' | 'impassable')[],
): string {
  const declaredEffects = declarations.filter((d) => declared.includes(d.status)).map((d) => `${idWords(d.status)}: ${d.effect}`);
  const parts = [words.effects, words.specialRules, ...declaredEffects].map((p) => p.trim().replace(/\.$/, '')).filter(Boolean);
  return parts.length === 0 ? 'No effects listed' : `${parts.join('. ')}.`;
});

/** "70% (Red, 2 Yellow, Green, White)": a side's scouting total and the best cards that made it, best first (PBS 10.A). */
export const scoutingSideText = catalogue(function scoutingSideText(total: number, best: readonly Colour[]): string {
  if (best.length === 0) return `${total}% (no cards)`;
  const counts = [...COLOURS].reverse().flatMap((colour) => {
    const n = best.filter((c) => c === colour).length;
    return n === 0 ? [] : [n === 1 ? COLOUR_WORDS[colour] : `${n} ${COLOUR_WORDS[colour]}`];
  });
  return `${total}% (${counts.join(', ')})`;
});

/** Who was outscouted and who deploys first (PBS 10.A, 10.D). */
export const scoutingResultText = catalogue(function scoutingResultText(ctx: WordContext, outscouted: Side | null, by: number): string {
  return outscouted ? `${sheetWho(ctx, outscouted)} is outscouted by ${by}% and deploys first` : 'Nobody is outscouted: the defender deploys first';
});

/** A name longer than this is replaced by the side on the sheet's many per-player lines, to keep them on one page. */
const SHORT_NAME = 14;

/**
 * A player on the sheet's per-player lines: their name ("Anna"), or their side ("Invader") when the name is long;
 * the battle section names both players with their sides.
 */
export const sheetWho = catalogue(function sheetWho(ctx: WordContext, side: Side): string {
  const name = nameOf(ctx, side);
  return name.length <= SHORT_NAME ? name : side === 'invader' ? 'Invader' : 'Defender';
});

/** Who carries out a deployment instruction: "Both players" or the player (see `sheetWho`). */
export const deploymentWho = catalogue(function deploymentWho(ctx: WordContext, side: Side | 'both'): string {
  return side === 'both' ? 'Both players' : sheetWho(ctx, side);
});

/** "4 TuGs", for the count column of the plan. */
export const unitCount = catalogue(function unitCount(ctx: WordContext, tugs: number): string {
  const unit = ctx.rules.editions[ctx.edition].deployment.unit;
  return `${tugs} ${tugs === 1 ? unit : `${unit}s`}`;
});

/**
 * The deployment plan's instructions for the sheet (PBS 10.B-10.G): the same as the deployment step, but a
 * rule the seed prints for several instructions (the camp, the troops that deploy first) is quoted once.
 */
export const deploymentSheetTexts = catalogue(function deploymentSheetTexts(ctx: WordContext, items: readonly DeploymentItem[]): string[] {
  const d = ctx.rules.editions[ctx.edition].deployment;
  const quoted = new Set<string>();
  const once = (lead: string, rule: string) => {
    if (quoted.has(rule)) return lead;
    quoted.add(rule);
    return `${lead} ${rule}`;
  };
  return items.map((item) => {
    switch (item.code) {
      case 'placeCamp':
        return once('Place your camp.', campRuleText(ctx));
      case 'placeFirst': {
        const full = deploymentText(ctx, item);
        return once(full.slice(0, full.length - d.firstText.length).trim(), d.firstText);
      }
      case 'third': {
        const n = item.tugs ?? 0;
        return once(`Place up to ${n} more (a third of the army), ${item.left} left.`, `${d.unit}s in ambush or on flank march stay off the table.`);
      }
      case 'campOption':
        return campOptionText(ctx, item);
      default:
        return deploymentText(ctx, item);
    }
  });
});

/** The Vital Settlement or Fort (seed 000 PBS 9.E): the seed's words and whether the players confirmed it placed or said the battle has none. */
export const vitalSettlementText = catalogue(function vitalSettlementText(text: string, done: boolean, none: boolean): string {
  return `${text.replace(/TUG/g, 'TuG')} ${none ? 'The players said this battle has none.' : done ? 'The players confirmed it placed.' : 'Not yet placed.'}`;
});

/** The pre-game moves in order (seed 000 PBS 10.H). */
export const preGameMovesText = catalogue(function preGameMovesText(moves: readonly string[], done: boolean): string {
  return `${moves.join(', then ')}. ${done ? 'Done.' : 'Not yet done.'}`;
});

/** Who chose the game code (the random seed), in words. */
export const seedSourceText = catalogue(function seedSourceText(source: 'drawn' | 'typed'): string {
  return source === 'drawn' ? 'drawn and sealed by the app' : 'typed by a player';
});

/** The seed row: the seed and who chose it, still sealed, none with the players' own cards and dice, or lost from the game's file. */
export const seedText = catalogue(function seedText(seed: string | null, source: 'drawn' | 'typed', digital: boolean, lost: boolean): string {
  if (!digital) return "No game code: the players' own cards and dice decided";
  if (lost) return "None: the game's file had lost it, so its deals and rolls were entered, not checked";
  if (seed === null) return 'Sealed: not revealed here';
  return `${seed} (${seedSourceText(source)})`;
});

