import type { CcnPack } from '../../packs/ccn';
import type { SightExampleId } from './sightWords';
import type { ShownRule } from '../packs/AppliedRules';
import { toAxial, type Cell } from './hexLayout';
import type { SightBoard, SightHex, SightUnit } from './sightBoard';

/** A board that sets up one situation of seed 003 in one press, and the rule it shows. */
export interface SightExample {
  id: SightExampleId;
  board: SightBoard;
  /** The rule it shows, quoted from the pack (null when the pack lacks it, and then the example is not offered). */
  rule: ShownRule | null;
}

const A: SightUnit = { side: 'A', type: 'infantry' };
const B: SightUnit = { side: 'B', type: 'infantry' };

/** One hex of an example, by row and place in the row (from 0). */
function at(cell: Cell, terrain: string[], unit?: SightUnit): SightHex {
  return { ...toAxial(cell), terrain, ...(unit ? { unit } : {}) };
}

/** An example board: its hexes, the firer and the target. */
function board(hexes: SightHex[], firer: Cell, target: Cell): SightBoard {
  return { hexes, firer: toAxial(firer), target: toAxial(target) };
}

/** The Line of Sight sentences of one terrain, as the pack quotes them. */
function sight(pack: CcnPack, id: string) {
  const t = pack.terrain.get(id);
  return t ? { source: t.source, text: t.lineOfSight.text, elevation: t.lineOfSight.elevation, fireOver: t.battle.text.fireOver } : null;
}

function quoted(source: string | undefined, rule: string | undefined, reading = false): ShownRule | null {
  return source && rule ? { rule, source, ...(reading ? { reading } : {}) } : null;
}

function reading(pack: CcnPack, id: string): ShownRule | null {
  const r = pack.file.readings.find((x) => x.id === id);
  return quoted(r?.source, r?.text, true);
}

/**
 * The situations of seed 003's Line of Sight paragraphs on a board each: a forest in the way (Forest),
 * the hill rules one by one (Hill), a unit in the way and a line along a hex side (our readings).
 */
export function sightExamples(pack: CcnPack): SightExample[] {
  const forest = sight(pack, 'forest');
  const hill = sight(pack, 'hill');
  const row = 4;
  const cell = (col: number): Cell => ({ row, col });
  const examples: SightExample[] = [
    {
      id: 'forest',
      board: board([at(cell(2), [], A), at(cell(5), ['forest']), at(cell(8), [], B)], cell(2), cell(8)),
      rule: quoted(forest?.source, forest?.text),
    },
    {
      id: 'firstHill',
      board: board([at(cell(2), [], A), at(cell(6), ['hill'], B), at(cell(7), ['hill'])], cell(2), cell(6)),
      rule: quoted(hill?.source, hill?.elevation?.firstHillHex),
    },
    {
      id: 'secondHill',
      board: board([at(cell(2), [], A), at(cell(5), ['hill']), at(cell(6), ['hill'], B)], cell(2), cell(6)),
      rule: quoted(hill?.source, hill?.elevation?.hillBetween),
    },
    {
      id: 'plateau',
      board: board(
        [at(cell(3), ['hill'], A), at(cell(4), ['hill']), at(cell(5), ['hill']), at(cell(6), ['hill'], B)],
        cell(3),
        cell(6),
      ),
      rule: quoted(hill?.source, hill?.elevation?.plateau),
    },
    {
      id: 'valley',
      board: board([at(cell(2), ['hill'], A), at(cell(8), ['hill'], B)], cell(2), cell(8)),
      rule: quoted(hill?.source, hill?.elevation?.lowerBetween),
    },
    {
      id: 'fireOver',
      board: board(
        [at(cell(2), ['hill'], { side: 'A', type: 'artillery' }), at(cell(3), [], A), at(cell(6), [], B)],
        cell(2),
        cell(6),
      ),
      rule: quoted(hill?.source, hill?.fireOver),
    },
    {
      id: 'unit',
      board: board([at(cell(2), [], A), at(cell(5), [], { side: 'A', type: 'cavalry' }), at(cell(8), [], B)], cell(2), cell(8)),
      rule: reading(pack, 'unitsBlock'),
    },
    {
      id: 'hexside',
      board: board(
        [at({ row: 2, col: 6 }, [], A), at({ row: 3, col: 5 }, ['forest']), at({ row: 6, col: 6 }, [], B)],
        { row: 2, col: 6 },
        { row: 6, col: 6 },
      ),
      rule: reading(pack, 'hexsideLine'),
    },
  ];
  return examples.filter((e) => e.rule !== null);
}
