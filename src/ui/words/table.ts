import type { Category, Footprint, Outcome, PositionStage, Rules, Sector, Side, table, TerritoryRules } from '../../engine';
import { nameOf, type WordContext } from './context';
import { idWords, sectorName, terrainName } from './vocab';
import { catalogue } from './catalogue';

/* Words of the to-scale table diagram (issue 10): things on the table, their outcomes, units and the rules a recorded position breaks. */

/** A number of table units as the rules write it: "6 BW", "0.5 HBW". */
export const unitText = catalogue(function unitText(geometry: Pick<table.TableGeometry, 'unit'>, n: number): string {
  return `${Math.round(n * 10) / 10} ${geometry.unit}`;
});

/** A number of table units in centimetres on the players' table, e.g. "24 cm". */
export const cmText = catalogue(function cmText(geometry: Pick<table.TableGeometry, 'mmPerUnit'>, n: number): string {
  return `${Math.round(n * geometry.mmPerUnit) / 10} cm`;
});

/** Table units with their real size: "6 BW (24 cm)". */
export const realText = catalogue(function realText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, n: number): string {
  return `${unitText(geometry, n)} (${cmText(geometry, n)})`;
});

/** A piece's size with its real size: "8 x 6 BW (32 x 24 cm)". */
export const sizeText = catalogue(function sizeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, width: number, depth: number): string {
  const u = (n: number) => Math.round(n * 10) / 10;
  const cm = (n: number) => Math.round(n * geometry.mmPerUnit) / 10;
  return `${u(width)} x ${u(depth)} ${geometry.unit} (${cm(width)} x ${cm(depth)} cm)`;
});

/** Size bounds in words: "at least 6 x 6 BW and within 10 x 10 BW (24 to 40 cm)". */
export const boundsText = catalogue(function boundsText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, bounds: { min: number; max: number }): string {
  const u = (n: number) => Math.round(n * 10) / 10;
  return `at least ${u(bounds.min)} x ${u(bounds.min)} ${geometry.unit}, within ${u(bounds.max)} x ${u(bounds.max)} ${geometry.unit} (${cmText(geometry, bounds.min)} to ${cmText(geometry, bounds.max)})`;
});

/** A watercourse's size rule: "runs straight from edge to edge, at most 2 BW (8 cm) wide". */
export const edgeToEdgeText = catalogue(function edgeToEdgeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, maxWidth: number | null): string {
  return `runs straight from table edge to table edge${maxWidth === null ? '' : `, at most ${realText(geometry, maxWidth)} wide`}`;
});

/** What a drawn thing is (PBS 9.A-9.D). */
export const ITEM_KIND_WORDS: Record<table.TableItem['kind'], string> = catalogue({
  deepWater: 'deep-water secure flank',
  flank: 'secure-flank piece',
  compulsory: 'compulsory piece',
  optional: 'optional piece',
});

/** What became of a piece after the opponent's die, as a past participle (PBS 9.E); "lost" is a piece whose placement die sent it where it may not go. */
export const DONE_WORDS: Record<Outcome | 'lost', string> = catalogue({ keep: 'kept', move: 'moved', pivot: 'pivoted', remove: 'removed', lost: 'lost' });

/** Sectors as the diagram names them, always from the defender's side (PBS 9.E). */
export const SECTOR_LABELS: Record<Sector, string> = catalogue({ left: 'Left flank', centre: 'Centre', right: 'Right flank' });

/** A category's letter on the drawing, beside its word in the key, so colour is never the only sign. */
export const CATEGORY_LETTER: Record<Category, string> = catalogue({ good: 'G', rough: 'R', difficult: 'D' });

/** Which recorded position: where the piece first went, or where it ended after the opponent's die. */
export const STAGE_WORDS: Record<PositionStage, string> = catalogue({ placed: 'where it was placed', final: 'where it ended' });

/** The rules' distances by name, for saying which ones a scale converts (RULES-NOTES section 2). */
export const DISTANCE_WORDS: Record<table.TableDistance['key'], string> = catalogue({
  flankSector: 'the flank sectors',
  deepWater: 'the deep-water flank',
  deploymentFromCentre: 'the deployment distance from the centre line',
  sideEdgeStrip: 'the side-edge strip',
  spacing: 'the spacing between pieces',
  opponentMove: "the opponent's move",
  camp: 'the camp distance',
});

/** The deployment zone's label (PBS 10.B; seed 002 Deployment Zones). */
export const zoneLabel = catalogue(function zoneLabel(side: Side): string {
  return side === 'defender' ? 'Defender deploys' : 'Invader deploys';
});

/** The side-edge limit on deployment, short for the drawing and in full for the list (PBS 10.B-10.C; seed 002 Deployment Zones). */
export const sideStripWords = catalogue(function sideStripWords(edition: '2023' | '2020'): { short: string; full: string } {
  return edition === '2023'
    ? {
        short: 'Loose foot, mounted, elephantry, ambush only',
        full: 'in an unsecured flank sector only foot in loose or open order, mounted, elephantry or ambushers may deploy, and no TuGs with barricades or redoubts',
      }
    : { short: 'SuGs only', full: 'within this strip of a side edge only SuGs may deploy, unless on a secure flank or in ambush' };
});

/** A terrain's going category, from the territory's table or, for flank-only terrain, the 2020 table. */
export function terrainCategory(rules: Rules, territory: TerritoryRules | null, id: string | null): Category | null {
  if (!id || id === 'deepWater') return null;
  return territory?.terrain.find((t) => t.id === id)?.category ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.category ?? null;
}

/** A drawn thing's name: the terrain's name, "Deep Water" for the flank. */
export const itemName = catalogue(function itemName(ctx: WordContext, item: Pick<table.TableItem, 'kind' | 'terrain'>): string {
  if (item.kind === 'deepWater' || !item.terrain) return 'Deep Water';
  return terrainName(ctx.rules, ctx.territory, item.terrain);
});

/** A short name for a small piece: the initials of a name of several words ("Rocky Ground" -> "RG"); a one-word name has none. */
export const shortName = catalogue(function shortName(name: string): string | null {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : null;
});

/** Where a footprint is, in words: distances from the defender's left side edge and from his base edge, size and turn. */
export const footprintText = catalogue(function footprintText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, p: Footprint): string {
  const u = (n: number) => unitText(geometry, n);
  return `centre ${u(p.x)} from the left side edge and ${u(p.y)} from the defender's edge, ${Math.round(p.width * 10) / 10} x ${u(p.depth)}, turned ${Math.round(p.angle)}°`;
});

/** What the live region says once a position is recorded. */
export const recordedText = catalogue(function recordedText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, name: string, stage: PositionStage, p: Footprint): string {
  return `Recorded ${name}, ${STAGE_WORDS[stage]}: ${footprintText(geometry, p)}.`;
});

/** Whose piece, in words: "Anna's". */
export const ownerText = catalogue(function ownerText(ctx: WordContext, owner: Side | null): string {
  return owner ? `${nameOf(ctx, owner)}'s` : "the defender's";
});

type ViolationParams = table.TableViolation['params'];
type Geometry = Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>;
type SayViolation = (geometry: Geometry, p: ViolationParams, terrain: (id: string) => string) => string;

const num = (p: ViolationParams, key: string): number => Number(p[key] ?? 0);
const text = (p: ViolationParams, key: string): string => (typeof p[key] === 'string' ? p[key] : '');
const sectorWords = (s: string): string => (s === 'centre' || s === 'left' || s === 'right' ? sectorName(s) : 'its sector');
const terrainList = (ids: string, terrain: (id: string) => string): string => {
  const names = ids.split(',').map((id) => id.trim()).filter(Boolean).map(terrain);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
};

/** Why a piece may not be given a final position (PBS 9.A, 9.E). */
const MAY_NOT_MOVE: Record<string, string> = {
  secureFlank: 'A secure-flank piece is never moved by the opponent.',
  immovable: 'Its terrain type may not be moved once placed.',
  lost: 'It was lost to its placement die, so it never reached the table.',
  keep: 'The opponent kept it where it was placed, so it has no other final position.',
  remove: 'The opponent removed it from the table.',
  undecided: "The opponent's die has not yet decided what becomes of it.",
};

/** One sentence per rule a recorded position can break; the rule's source follows in brackets. */
const VIOLATION_WORDS: Record<table.TableViolation['code'], SayViolation> = {
  offTable: () => 'It must be wholly on the table.',
  outsideSector: (_g, p) =>
    p.reason === 'straddles' ? 'Placed without dicing, it must not straddle two sectors.' : `It must go wholly in ${sectorWords(text(p, 'sector'))}, as its placement die demanded.`,
  mustTouchEdge: () => 'It must touch a table edge.',
  tooSmall: (g, p) => `It must be at least ${unitText(g, num(p, 'min'))} x ${unitText(g, num(p, 'min'))}; its short side is ${unitText(g, num(p, 'size'))}.`,
  tooLarge: (g, p) => `It must fit within ${unitText(g, num(p, 'max'))} x ${unitText(g, num(p, 'max'))}; its long side is ${unitText(g, num(p, 'size'))}.`,
  terrainSize: (g, p) => {
    const rule = text(p, 'text').replace(/\.$/, '') || 'Its terrain type sets its own size';
    if ('maxWidth' in p) return `${rule}: at most ${unitText(g, num(p, 'maxWidth'))} wide, not ${unitText(g, num(p, 'width'))}.`;
    if ('largerThan' in p) return `${rule}: it must not fit within ${unitText(g, num(p, 'largerThan'))} x ${unitText(g, num(p, 'largerThan'))}.`;
    if ('max' in p) return `${rule}: at most ${unitText(g, num(p, 'max'))} on its long side, not ${unitText(g, num(p, 'size'))}.`;
    return `${rule}.`;
  },
  tooClose: (g, p, terrain) => `It must be at least ${unitText(g, num(p, 'min'))} from other terrain; it is ${unitText(g, num(p, 'distance'))} from ${terrain(text(p, 'terrain'))}.`,
  movedTooFar: (g, p) => `The opponent may move it at most ${unitText(g, num(p, 'max'))}; this is ${unitText(g, num(p, 'distance'))}.`,
  turnedWhenMoved: (_g, p) => `A moved piece keeps its orientation; this one is turned ${Math.round(num(p, 'angle'))}°.`,
  notEdgeToEdge: (_g, p) => `It must run in a straight line from one table edge to another${p.to === 'tableEdgesOrDeepWater' ? ' or to deep water' : ''}.`,
  mayNotMove: (_g, p) => MAY_NOT_MOVE[text(p, 'reason')] ?? 'It may not be moved.',
  notOnOwnHalf: (_g, p) => `A secure-flank piece goes on its player's own half of the table${p.side === 'defender' || p.side === 'invader' ? ` (the ${p.side}'s)` : ''}.`,
  notTouching: (_g, p, terrain) => `Placed without dicing, it must touch ${terrainList(text(p, 'targets'), terrain) || 'the terrain it is placed against'}.`,
  resized: () => 'Moving or pivoting a piece does not change its size.',
  notAPivot: () => 'A pivot turns it about one point of the piece, which stays where it was.',
  inDeepWater: (_g, p) =>
    p.rule === 'riverEnds'
      ? 'A river or stream may end at the deep water, not run along or under it.'
      : 'Only a Town may lie on the deep water; other terrain may touch it but not reach into it or to the side edge beside it.',
  nothingWithin: (_g, p, terrain) =>
    p.covers
      ? `Nothing may go even partially within ${terrain(text(p, 'within'))}, so it may not be put over ${terrain(text(p, 'covers'))}; it may touch it.`
      : `Nothing may go even partially within ${terrain(text(p, 'within'))}; it may touch it but not reach into it.`,
};

/** A rule a position breaks, in words, citing it: "It must touch a table edge (000 PBS 9.E)." Terrain ids are named through `ctx` when given. */
export const violationText = catalogue(function violationText(geometry: Geometry, v: table.TableViolation, ctx?: WordContext): string {
  const terrain = (id: string) => (ctx ? terrainName(ctx.rules, ctx.territory, id) : id === 'deepWater' ? 'Deep Water' : idWords(id));
  const sentence = VIOLATION_WORDS[v.code](geometry, v.params, terrain);
  return `${sentence.replace(/\.$/, '')} (${v.source}).`;
});
