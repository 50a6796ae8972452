import type { ProfileKey, table } from '../../engine';
import type { WordContext } from '../words';
import { DISTANCE_WORDS, realText, SECTOR_LABELS, unitText } from '../words/table';
import { securedEdges, type StripBand } from './model';
import { PROFILES, profileChangeLines } from '../words/profiles';

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
          <span className="house-rule">{PROFILES.houseRule}</span> {profile?.name}: {houseRules.join('; ')}. Written as at Maximus; {scaleName} converts them like the printed values.
        </p>
      )}
      <ul className="visually-hidden" aria-label="The table in words">
        <li>
          The table is {realText(geometry, geometry.width)} wide and {realText(geometry, geometry.depth)} deep; the invader&apos;s edge is at the top of the drawing, the defender&apos;s at
          the bottom, and left and right are as the defender sees them.
        </li>
        {(['left', 'centre', 'right'] as const).map((s) => (
          <li key={s}>
            {SECTOR_LABELS[s]} sector: {realText(geometry, geometry.sectors[s].to - geometry.sectors[s].from)} wide, from {unitText(geometry, geometry.sectors[s].from)} to{' '}
            {unitText(geometry, geometry.sectors[s].to)} from the left side edge{cite('flankSector')}.
          </li>
        ))}
        <li>The centre line is {realText(geometry, geometry.centreLine)} from each base edge.</li>
        {(['defender', 'invader'] as const).map((side) => {
          const band = geometry.deploymentZones[side];
          return (
            <li key={side}>
              {side === 'defender' ? 'Defender' : 'Invader'} deploys within {realText(geometry, band.to - band.from)} of their own edge
              {fromCentre ? `, at least ${unitText(geometry, fromCentre.value)} from the centre line` : ''}
              {cite('deploymentFromCentre')}.
            </li>
          );
        })}
        {stripEdges.length > 0 && (
          <li>
            Side-edge {stripEdges.length > 1 ? 'strips' : 'strip'}, {realText(geometry, geometry.sideStrip)} along the {stripEdges.join(' and ')} side{' '}
            {stripEdges.length > 1 ? 'edges' : 'edge'}: {stripFull}
            {cite('sideEdgeStrip')}.
          </li>
        )}
        {secured.length > 0 && <li>The {secured.join(' and ')} side is a secure flank: the side-edge limit does not apply there.</li>}
        <li>
          One {geometry.unit} is {geometry.mmPerUnit} mm{geometry.baseWidthAssumed ? ', an assumed base width (the sources give none)' : ''}.
        </li>
      </ul>
      {converted.length > 0 && (
        <p className="td-note">
          {scaleName} converts {converted.map((d) => `${DISTANCE_WORDS[d.key]} to ${unitText(geometry, d.value)} (printed ${d.printed})`).join(', ')}
          {kept.length > 0 ? `; these stay as printed: ${kept.map((d) => `${DISTANCE_WORDS[d.key]} ${unitText(geometry, d.value)}`).join(', ')}` : ''}.
        </p>
      )}
    </>
  );
}
