import {
  table,
  battleWeather,
  deploymentBatches,
  deploymentPlan,
  findTerritory,
  rulesVersionOf,
  seedFingerprint,
  squareAt,
  summary,
  type PublicView,
  type Rules,
  type SummaryInput,
  type TerritoryRules,
  usesSeed,
} from '../../engine';
import { wordContext, type WordContext } from '../words';
import { appRulesText } from '../words/rulesVersion';
import { fromSource, plainText, type WithSource } from '../words/withSource';
import { tableSizeWords } from '../words/tableSize';
import {
  deploymentSheetTexts,
  deepWaterText,
  deploymentWho,
  densityText,
  flankText,
  pieceName,
  pieceText,
  preGameMovesText,
  scoutingResultText,
  scoutingSideText,
  seasonText,
  seedText,
  SHEET_TEXT_WORDS,
  SHEET_WORDS,
  sheetRulesText,
  sheetTitle,
  sheetWho,
  sideText,
  specialRuleLabel,
  tournamentText,
  squareText,
  terrainEffectsText,
  unitCount,
  vitalSettlementText,
  weatherDriftText,
  weatherEffectsText,
  weatherText,
} from './words';
import { HOUSE_RULE_WORDS, profileChangeLines } from '../words/houseRules';
import { assumedSettings } from '../profiles/assumedSettings';
import { sayParts, sayScaled, terrainTexts } from '../words/sayScaled';
import { dataName, yesNo } from '../words/vocab';
import { realText } from '../table/measureWords';
import { battleCodeText, BATTLE_WORDS, sheetTurnText } from '../battle/trackerWords';
import { weatherName } from '../battle/words';

/** The parts of a sheet, in the order they print. */
export type SheetSectionId = keyof typeof SHEET_WORDS.sections;

/** One line of a section: a label, its value, for the deployment plan a count ("4 TuGs"), for terrain its number on the diagram. */
export interface SheetRow {
  label: string;
  value: string;
  /** The value as the app's words and a source's own English quoted (the deployment plan's rules, shown lang="en"), in place of `value`. */
  withSource?: WithSource;
  count?: string;
  number?: number;
  /** Which of the two is data shown as it is (a name, or a code such as the game code's fingerprint), not words of the app. */
  quoted?: 'label' | 'value';
}

/** A row's value as one string, as a reader sees it (the text copy, tests). */
export function rowText(row: SheetRow): string {
  return row.withSource ? plainText(row.withSource) : row.value;
}

export interface SheetSection {
  id: SheetSectionId;
  title: string;
  /** The seed and section the section applies, e.g. "000 PBS 10.B-10.G". */
  source: string | null;
  /** The rows are steps to carry out in order (the deployment plan). */
  ordered: boolean;
  rows: SheetRow[];
}

/** The battle sheet as data: what the printed page and the plain text both say (issue 10). */
export interface BattleSheet {
  title: string;
  subtitle: string;
  complete: boolean;
  sections: SheetSection[];
  /** The share link printed as a QR code, or null without one. */
  shareUrl: string | null;
  /** Where a tournament game is played (issue 37), printed beside the QR code: "Britcon, round 3, table 16"; null for any other game. */
  tournament: string | null;
}

/** What a sheet reads from a game: a public view (or a game state, which holds one) - never a hand or the deck. */
export type SheetView = SummaryInput & Pick<PublicView, 'vitalSettlementDone' | 'vitalSettlementNone' | 'preGameMovesDone' | 'battle'>;

/** What the sheet needs beyond the public view: the seed once revealed (null while sealed) and the share link. */
export interface SheetExtras {
  seed: string | null;
  /** The game draws from a code its file had lost (issue 28): the sheet says its deals and rolls were not checked. */
  codeLost?: boolean;
  shareUrl: string | null;
  /** The battle code of digital battle weather dice (issue 13): its fingerprint, and the code itself once the battle is over (null while sealed). */
  battleSeal?: { seed: string | null; fingerprint: string } | null;
}

const section = (id: SheetSectionId, source: string | null, rows: SheetRow[], ordered = false): SheetSection => ({
  id,
  title: SHEET_WORDS.sections[id],
  source,
  ordered,
  rows,
});

/** The weather types of the territory's column, lowest score first: the ladder the turn roll moves along (seed 002). */
function weatherLadder(rules: Rules, column: string): string[] {
  const rows = rules.weather.table.columns[column as keyof typeof rules.weather.table.columns] ?? [];
  const order = rules.weather.drift.order;
  const ids = [...new Set(rows.map((r) => r.weather))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return ids.map((id) => dataName('weather', id, rules.weather.types.find((t) => t.id === id)?.name ?? id));
}

/** The game's rules profile and each value it changed, marked as house rules (issue 13). */
function houseRuleRows(rules: Rules, view: SheetView): SheetRow[] {
  const profile = rules.profile;
  if (!profile) return [];
  const lines = profileChangeLines(profile.changed[view.setup.edition], profile.values, profile.seed[view.setup.edition], assumedSettings(rules));
  const value = SHEET_TEXT_WORDS.houseRules({ profile: profile.name, any: lines.length > 0, lines: lines.join(SHEET_TEXT_WORDS.partSeparator), none: HOUSE_RULE_WORDS.noChanges });
  return [{ label: SHEET_WORDS.labels.houseRules, value }];
}

function battleRows(rules: Rules, view: SheetView, s: ReturnType<typeof summary>): SheetRow[] {
  const unit = rules.editions[view.setup.edition].deployment.unit;
  const L = SHEET_WORDS.labels;
  return [
    ...(s.sides
      ? [
          { label: L.invader, value: sideText(s.sides.invader, unit) },
          { label: L.defender, value: sideText(s.sides.defender, unit) },
        ]
      : []),
    { label: L.rules, value: sheetRulesText(s.edition, appRulesText(rulesVersionOf(view.setup)), s.scale) },
    ...houseRuleRows(rules, view),
    { label: L.table, value: tableSizeWords(rules, view.setup) },
    { label: L.intercept, value: s.intercept === null ? '-' : yesNo(s.intercept) },
  ];
}

function groundRows(rules: Rules, ctx: WordContext, view: SheetView, s: ReturnType<typeof summary>): SheetRow[] {
  const L = SHEET_WORDS.labels;
  const edition = rules.editions[view.setup.edition];
  const mapSquare = s.square && s.territory ? squareAt(rules, view.setup.edition, s.territory.id, s.square.row, s.square.col) : undefined;
  const density = s.square?.density as (typeof edition.density)[number]['density'] | undefined;
  return [
    { label: L.territory, value: s.territory ? dataName('territory', s.territory.id, s.territory.name) : '-' },
    { label: L.square, value: s.square ? squareText(s.square) : '-' },
    { label: L.flank, value: flankText(rules, ctx, mapSquare?.flank ?? null, s) },
    { label: L.density, value: density ? densityText(density, edition.density.find((d) => d.density === density)) : '-' },
  ];
}

function weatherRows(rules: Rules, territory: TerritoryRules | null, view: SheetView, s: ReturnType<typeof summary>): SheetRow[] {
  const L = SHEET_WORDS.labels;
  const season = rules.weather.seasons.find((x) => x.id === view.season);
  const type = view.weather ? rules.weather.types.find((t) => t.id === view.weather?.weather) : undefined;
  return [
    { label: L.season, value: season ? seasonText(dataName('season', season.id, season.name), season.modifier) : '-' },
    { label: L.weather, value: s.weather ? weatherText(rules, s.weather) : '-' },
    ...(s.weather && type
      ? [
          { label: L.effects, value: weatherEffectsText(sayParts(s.weather.effects), type.assumption) },
          { label: L.eachTurn, value: weatherDriftText(rules.weather.drift, s.weather.changeable, territory ? weatherLadder(rules, territory.weatherColumn) : []) },
        ]
      : []),
  ];
}

/**
 * Everything on the table in the order and with the numbers the table diagram gives it: the deep-water flank,
 * then each piece with its category, who chose it, its placement die and what the opponent's die did (PBS 9.A-9.E).
 */
function terrainRows(rules: Rules, ctx: WordContext, view: SheetView, s: ReturnType<typeof summary>): SheetRow[] {
  const rows = table.tableLayout(rules, view).flatMap((item, i): SheetRow[] => {
    if (item.pieceId === null) {
      const depth = realText(table.tableGeometry(rules, view.setup), item.footprint.width);
      return s.flank?.kind === 'deepWater' ? [{ number: i + 1, label: SHEET_WORDS.labels.deepWater, value: deepWaterText(s.flank.edge, depth) }] : [];
    }
    // The summary lists the view's pieces in the same order as the view.
    const at = view.pieces.findIndex((p) => p.id === item.pieceId);
    const piece = s.terrain[at];
    const side = view.pieces[at]?.owner;
    return piece && side ? [{ number: i + 1, label: pieceName(piece), value: pieceText(piece, sheetWho(ctx, side)) }] : [];
  });
  return rows.length > 0 ? rows : [{ label: SHEET_WORDS.labels.noTerrain, value: '-' }];
}

/** Each terrain type standing on the table once, with what it does (seed 000 terrain tables; seed 002 terrain table). */
function terrainEffectRows(rules: Rules, view: SheetView, territory: TerritoryRules | null): SheetRow[] {
  if (!territory) return [];
  const standing = view.pieces.filter((p) => p.placement !== null && p.outcome !== 'remove');
  const ids = [...new Set(standing.map((p) => p.terrain))];
  return ids.flatMap((id) => {
    const terrain = territory.terrain.find((t) => t.id === id);
    if (!terrain) return [];
    const declared = [...new Set(standing.filter((p) => p.terrain === id && p.declared).map((p) => p.declared!))];
    const effects = terrainEffectsText(terrainTexts(rules, view.setup, terrain), terrain.declarations.map((d) => ({ ...d, effect: sayScaled(rules, view.setup, d.effect) })), declared);
    // The terrain's name in the language on screen; what it does, the sources' English quoted (issue 36).
    return [{ label: dataName('terrain', id, terrain.name), value: '', withSource: [fromSource(effects)] }];
  });
}

function deploymentRows(ctx: WordContext, view: SheetView, rules: Rules): SheetRow[] {
  // A camp option is listed only when its condition holds, proven by the app or confirmed by the players (the engine's
  // `applies`); the closing instructions in the source's order (PBS 10.E before 10.F-10.G).
  const order = rules.editions[view.setup.edition].deployment.finalSteps;
  const items = deploymentBatches(deploymentPlan(rules, view), order)
    .flatMap((b) => b.items.map(({ item }) => item))
    .filter((item) => item.code !== 'campOption' || item.applies);
  const texts = deploymentSheetTexts(ctx, items);
  return items.map((item, i) => ({
    label: deploymentWho(ctx, item.side),
    value: '',
    withSource: texts[i] ?? [],
    ...(item.tugs !== null ? { count: unitCount(ctx, item.tugs) } : {}),
  }));
}

function seedRows(view: SheetView, { seed, codeLost = false, battleSeal }: SheetExtras): SheetRow[] {
  const L = SHEET_WORDS.labels;
  const digital = usesSeed(view.setup);
  const rows: SheetRow[] = [{ label: L.seed, value: seedText(seed, view.setup.seedSource, digital, codeLost) }];
  const what = view.setup.cards === view.setup.dice ? 'rollsAndDeals' : view.setup.dice === 'digital' ? 'rolls' : 'deals';
  if (digital && seed !== null) rows.push({ label: L.fingerprint, value: seedFingerprint(seed), quoted: 'value' }, { label: L.check, value: SHEET_WORDS.seedCheck({ what }) });
  if (battleSeal) rows.push({ label: L.battleCode, value: battleCodeText(battleSeal) });
  // The app's battle dice with no battle code to check them against (a shared battle, or a game from before the code): say so (issue 38).
  else if (view.setup.dice === 'digital' && view.battle.turns.length > 0) rows.push({ label: L.battleCode, value: SHEET_WORDS.battleUnchecked({ turns: view.battle.turns.length }) });
  return rows;
}

/** The weather through the battle (issue 13; seed 002 Weather rules: turn roll): where it started and each turn's dice and weather. */
function battleWeatherRows(rules: Rules, view: SheetView): SheetRow[] {
  const L = SHEET_WORDS.labels;
  const now = battleWeather(rules, view);
  if (!now || !view.weather) return [];
  const turns = view.battle.turns;
  return [
    { label: L.battleStart, value: weatherName(rules, view.weather.weather) },
    ...turns.map((t) => ({ label: L.battleTurn({ turn: t.turn }), value: sheetTurnText(rules, t) })),
    ...(now.over ? [{ label: L.battleOver, value: BATTLE_WORDS.over({ turns: turns.length, weather: weatherName(rules, now.weather) }) }] : []),
  ];
}

/**
 * Everything the players need at the table, as sections of label/value rows (issue 10): players and armies,
 * invader and defender, edition and scale, territory and final square with flank and density, the territory's
 * special rules, season and weather with effects, each terrain piece and its effects, the Vital Settlement or
 * Fort, scouting, the deployment plan in order with TuG counts and the camp options that apply, the pre-game
 * moves and the seed. Built from the public view, so a shared battle prints the same sheet.
 */
export function battleSheet(rules: Rules, view: SheetView, extras: SheetExtras): BattleSheet {
  const s = summary(rules, view);
  const edition = rules.editions[view.setup.edition];
  const territory = view.territory ? (findTerritory(rules, view.setup.edition, view.territory) ?? null) : null;
  // The words' own context: the players' names come isolated from there (issue 28).
  const ctx: WordContext = wordContext(rules, view, view.setup);
  const L = SHEET_WORDS.labels;
  const sections: SheetSection[] = [
    section('battle', edition.source, battleRows(rules, view, s)),
    section('ground', edition.secureFlanks.source, groundRows(rules, ctx, view, s)),
    section(
      'territoryRules',
      territory?.specialRules[0]?.source ?? null,
      territory && territory.specialRules.length > 0
        ? territory.specialRules.map((rule) => ({ label: specialRuleLabel(rule.kind), value: '', withSource: [fromSource(sayScaled(rules, view.setup, rule.text))] }))
        : [{ label: L.noRules, value: edition.territoryKind === 'maps' ? '-' : SHEET_WORDS.noTerritoryRules }],
    ),
    section('weather', rules.weather.source, weatherRows(rules, territory, view, s)),
    // Once a turn is rolled: before it the season and weather section already says where the battle starts.
    ...(view.battle.turns.length > 0 || view.battle.over ? [section('battleWeather', rules.weather.drift.source, battleWeatherRows(rules, view))] : []),
    section('terrain', edition.placement.source, terrainRows(rules, ctx, view, s), true),
    section('terrainEffects', territory?.source ?? null, terrainEffectRows(rules, view, territory)),
  ];
  if (edition.vitalSettlement) {
    sections.push(section('vitalSettlement', edition.vitalSettlement.source, [{ label: L.rule, value: '', withSource: vitalSettlementText(edition.vitalSettlement.text, view.vitalSettlementDone, view.vitalSettlementNone === true) }]));
  }
  sections.push(
    section(
      'scouting',
      edition.scouting.source,
      view.scouting && s.sides
        ? [
            { label: sheetWho(ctx, 'invader'), value: scoutingSideText(view.scouting.totals.invader, view.scouting.best.invader) },
            { label: sheetWho(ctx, 'defender'), value: scoutingSideText(view.scouting.totals.defender, view.scouting.best.defender) },
            { label: L.result, value: scoutingResultText(ctx, view.scouting.outscouted, view.scouting.by) },
          ]
        : [{ label: L.result, value: '-' }],
    ),
    section('deployment', edition.deployment.source, deploymentRows(ctx, view, rules), true),
  );
  if (edition.preGameMoves) {
    sections.push(section('preGameMoves', edition.preGameMoves.source, [{ label: L.inOrder, value: preGameMovesText(edition.preGameMoves.moves, view.preGameMovesDone) }]));
  }
  sections.push(section('seed', null, seedRows(view, extras)));
  return {
    title: sheetTitle(view.setup.players),
    subtitle: SHEET_WORDS.kicker,
    complete: s.complete,
    sections,
    shareUrl: extras.shareUrl,
    tournament: view.setup.tournament ? tournamentText(view.setup.tournament) : null,
  };
}

/** The sheet as plain text for a chat or an email: the same facts, one "Label: value" line each. */
export function sheetText(sheet: BattleSheet): string {
  const lines = [sheet.title, sheet.subtitle, ''];
  for (const sec of sheet.sections) {
    lines.push(sec.title.toUpperCase());
    sec.rows.forEach((row, i) => {
      const label = sec.ordered ? `${row.number ?? i + 1}. ${row.label}` : row.label;
      lines.push(SHEET_TEXT_WORDS.textRow({ label, hasCount: Boolean(row.count), count: row.count ?? '', value: rowText(row) }));
    });
    lines.push('');
  }
  const row = (label: string, value: string) => SHEET_TEXT_WORDS.textRow({ label, hasCount: false, count: '', value });
  if (sheet.tournament) lines.push(row(SHEET_WORDS.labels.tournament, sheet.tournament));
  if (sheet.shareUrl) lines.push(row(SHEET_WORDS.labels.shareLink, sheet.shareUrl), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
