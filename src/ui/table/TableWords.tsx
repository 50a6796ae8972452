import type { ProfileKey, table } from '../../engine';
import type { WordContext } from '../words';
import { unitText } from '../words/table';
import { DISTANCE_WORDS, SECTOR_LABELS } from './areaWords';
import { realText } from './measureWords';
import { securedEdges, type StripBand } from './model';
import { HOUSE_RULE_WORDS, profileChangeLines } from '../words/houseRules';
import { TABLE_IN_WORDS } from './words';

/** The profile settings the table diagram draws. */
const TABLE_SETTINGS: readonly ProfileKey[] = ['flankSector', 'deepWater', 'deploymentFromCentre', 'sideEdgeStrip', 'spacing', 'opponentMove', 'camp', 'flankSize', 'compulsorySize', 'optionalSize'];

/**
 * The table itself in words for screen readers (the drawing and its labels show it): size, sectors,
 * centre line, zones, side-edge strips and base width, each with the rule it comes from; and, visibly,
 * which distances the scale converts and which stay as printed (RULES-NOTES section 2).
 */
export function TableWords({ ctx, geometry, strips, stripFull, view }: { ctx: WordContext; geometry: table.TableGeometry; strips: readonly StripBand[]; stripFull: string; view: table.TableView }) {
  const source = (key: string) => geometry.distances.find((d) => d.key === key)?.source;
  const cite = (key: string) => (source(key) ? TABLE_IN_WORDS.cite({ source: source(key)! }) : '');
  const fromCentre = geometry.distances.find((d) => d.key === 'deploymentFromCentre');
  const secured = securedEdges(view);
  const stripEdges = [...new Set(strips.map((s) => s.edge))];
  const edges = (list: readonly ('left' | 'right')[]) => (list.length > 1 ? 'both' : list[0]!);
  const converted = geometry.distances.filter((d) => d.value !== d.printed);
  const kept = geometry.distances.filter((d) => d.value === d.printed && !d.scaled);
  const scaleName = ctx.rules.scales.scales.find((s) => s.id === view.setup.scale)?.name ?? view.setup.scale;
  const profile = ctx.rules.profile;
  const houseRules = profile
    ? profileChangeLines(
        profile.changed[view.setup.edition].filter((key) => TABLE_SETTINGS.includes(key)),
        profile.values,
        profile.seed[view.setup.edition],
      )
    : [];
  return (
    <>
      {houseRules.length > 0 && (
        <p className="td-note">
          <span className="house-rule">{HOUSE_RULE_WORDS.houseRule}</span>{TABLE_IN_WORDS.houseRules({ profile: profile?.name ?? '', rules: houseRules, scale: scaleName })}
        </p>
      )}
      <ul className="visually-hidden" aria-label={TABLE_IN_WORDS.label}>
        <li>{TABLE_IN_WORDS.size({ width: realText(geometry, geometry.width), depth: realText(geometry, geometry.depth) })}</li>
        {(['left', 'centre', 'right'] as const).map((s) => (
          <li key={s}>
            {TABLE_IN_WORDS.sector({ label: SECTOR_LABELS[s], width: realText(geometry, geometry.sectors[s].to - geometry.sectors[s].from), from: unitText(geometry, geometry.sectors[s].from), to: unitText(geometry, geometry.sectors[s].to), cite: cite('flankSector') })}
          </li>
        ))}
        <li>{TABLE_IN_WORDS.centreLine({ distance: realText(geometry, geometry.centreLine) })}</li>
        {(['defender', 'invader'] as const).map((side) => {
          const band = geometry.deploymentZones[side];
          return (
            <li key={side}>{TABLE_IN_WORDS.zone({ side, depth: realText(geometry, band.to - band.from), apart: Boolean(fromCentre), fromCentre: fromCentre ? unitText(geometry, fromCentre.value) : '', cite: cite('deploymentFromCentre') })}</li>
          );
        })}
        {stripEdges.length > 0 && (
          <li>{TABLE_IN_WORDS.strips({ edges: edges(stripEdges), width: realText(geometry, geometry.sideStrip), strip: stripFull, cite: cite('sideEdgeStrip') })}</li>
        )}
        {secured.length > 0 && <li>{TABLE_IN_WORDS.secured({ edges: edges(secured) })}</li>}
        <li>{TABLE_IN_WORDS.unit({ unit: geometry.unit, mm: geometry.mmPerUnit, assumed: geometry.baseWidthAssumed })}</li>
      </ul>
      {converted.length > 0 && (
        <p className="td-note">
          {TABLE_IN_WORDS.converts({
            scale: scaleName,
            converted: converted.map((d) => TABLE_IN_WORDS.convertedOne({ words: DISTANCE_WORDS[d.key], value: unitText(geometry, d.value), printed: d.printed })),
            anyKept: kept.length > 0,
            kept: kept.map((d) => TABLE_IN_WORDS.keptOne({ words: DISTANCE_WORDS[d.key], value: unitText(geometry, d.value) })),
          })}
        </p>
      )}
    </>
  );
}
