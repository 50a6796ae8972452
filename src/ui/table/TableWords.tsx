import type { ProfileKey, table } from '../../engine';
import type { WordContext } from '../words';
import { DISTANCE_WORDS, realText, SECTOR_LABELS, unitText } from '../words/table';
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
  const cite = (key: string) => (source(key) ? ` (${source(key)})` : '');
  const fromCentre = geometry.distances.find((d) => d.key === 'deploymentFromCentre');
  const secured = securedEdges(view);
  const stripEdges = [...new Set(strips.map((s) => s.edge))];
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
          <span className="house-rule">{HOUSE_RULE_WORDS.houseRule}</span>{TABLE_IN_WORDS.houseRules(profile?.name ?? '', houseRules, scaleName)}
        </p>
      )}
      <ul className="visually-hidden" aria-label={TABLE_IN_WORDS.label}>
        <li>{TABLE_IN_WORDS.size(realText(geometry, geometry.width), realText(geometry, geometry.depth))}</li>
        {(['left', 'centre', 'right'] as const).map((s) => (
          <li key={s}>
            {TABLE_IN_WORDS.sector(SECTOR_LABELS[s], realText(geometry, geometry.sectors[s].to - geometry.sectors[s].from), unitText(geometry, geometry.sectors[s].from), unitText(geometry, geometry.sectors[s].to), cite('flankSector'))}
          </li>
        ))}
        <li>{TABLE_IN_WORDS.centreLine(realText(geometry, geometry.centreLine))}</li>
        {(['defender', 'invader'] as const).map((side) => {
          const band = geometry.deploymentZones[side];
          return (
            <li key={side}>{TABLE_IN_WORDS.zone(side, realText(geometry, band.to - band.from), fromCentre ? unitText(geometry, fromCentre.value) : null, cite('deploymentFromCentre'))}</li>
          );
        })}
        {stripEdges.length > 0 && (
          <li>{TABLE_IN_WORDS.strips(stripEdges, realText(geometry, geometry.sideStrip), stripFull, cite('sideEdgeStrip'))}</li>
        )}
        {secured.length > 0 && <li>{TABLE_IN_WORDS.secured(secured)}</li>}
        <li>{TABLE_IN_WORDS.unit(geometry.unit, geometry.mmPerUnit, geometry.baseWidthAssumed)}</li>
      </ul>
      {converted.length > 0 && (
        <p className="td-note">
          {TABLE_IN_WORDS.converts(
            scaleName,
            converted.map((d) => ({ words: DISTANCE_WORDS[d.key], value: unitText(geometry, d.value), printed: String(d.printed) })),
            kept.map((d) => ({ words: DISTANCE_WORDS[d.key], value: unitText(geometry, d.value) })),
          )}
        </p>
      )}
    </>
  );
}
