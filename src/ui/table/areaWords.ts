import type { Sector, Side, table } from '../../engine';
import { catalogue } from '../words/catalogue';

/* Words of the table's areas as the diagram names them: sectors, deployment zones, side-edge strips and the distances a scale converts. */

/** Sectors as the diagram names them, always from the defender's side (PBS 9.E). */
export const SECTOR_LABELS: Record<Sector, string> = catalogue({ left: 'Left flank', centre: 'Centre', right: 'Right flank' });

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

/** The deployment zones' labels (PBS 10.B; seed 002 Deployment Zones) and the side-edge limit on deployment, short for the drawing and in full for the list (PBS 10.B-10.C). */
export const ZONE_WORDS = catalogue({
  zone: { defender: 'Defender deploys', invader: 'Invader deploys' },
  sideStrip: {
    '2023': {
      short: 'Loose foot, mounted, elephantry, ambush only',
      full: 'in an unsecured flank sector only foot in loose or open order, mounted, elephantry or ambushers may deploy, and no TuGs with barricades or redoubts',
    },
    '2020': { short: 'SuGs only', full: 'within this strip of a side edge only SuGs may deploy, unless on a secure flank or in ambush' },
  },
} as const);

/** The deployment zone's label (PBS 10.B; seed 002 Deployment Zones). */
export function zoneLabel(side: Side): string {
  return ZONE_WORDS.zone[side];
}

/** The side-edge limit on deployment, short for the drawing and in full for the list (PBS 10.B-10.C; seed 002 Deployment Zones). */
export function sideStripWords(edition: '2023' | '2020'): { short: string; full: string } {
  const words = ZONE_WORDS.sideStrip[edition];
  return { short: words.short, full: words.full };
}
