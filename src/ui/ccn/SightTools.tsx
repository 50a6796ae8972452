import type { CcnPack } from '../../packs/ccn';
import { CCN_SIGHT_WORDS } from './sightWords';
import { UNIT_TYPES, type PaintOption, type SightTool, type UnitType } from './sightBoard';
import { SightSwatch } from './SightSwatch';
import { terrainName } from './sightTerrain';

const w = CCN_SIGHT_WORDS;

/** The tools a player picks from, in the order they are offered. */
export const TOOL_KINDS = ['terrain', 'unitA', 'unitB', 'removeUnit', 'firer', 'target'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** The player's choices in the tool panel. */
export interface ToolChoice {
  kind: ToolKind;
  /** The key of the paint option (see `paintOptions`). */
  paint: string;
  unitType: UnitType | null;
}

/** What pressing a hex does under these choices. */
export function toolFor(choice: ToolChoice, options: readonly PaintOption[]): SightTool {
  switch (choice.kind) {
    case 'terrain':
      return { kind: 'terrain', terrain: options.find((o) => o.key === choice.paint)?.terrain ?? [] };
    case 'unitA':
    case 'unitB':
      return { kind: 'unit', side: choice.kind === 'unitA' ? 'A' : 'B', ...(choice.unitType ? { type: choice.unitType } : {}) };
    case 'removeUnit':
      return { kind: 'removeUnit' };
    case 'firer':
      return { kind: 'firer' };
    case 'target':
      return { kind: 'target' };
  }
}

interface Props {
  pack: CcnPack;
  uid: string;
  options: readonly PaintOption[];
  choice: ToolChoice;
  onChoice: (choice: ToolChoice) => void;
}

/** The tool panel: radio buttons for what a hex press does, then the terrain to paint or the type of unit to place. */
export function SightTools({ pack, uid, options, choice, onChoice }: Props) {
  const set = (change: Partial<ToolChoice>) => onChoice({ ...choice, ...change });
  return (
    <div className="sight-tools">
      <fieldset>
        <legend>{w.tools.legend}</legend>
        <div className="sight-radios">
          {TOOL_KINDS.map((kind) => (
            <label key={kind} className="check">
              <input type="radio" name={`${uid}-tool`} checked={choice.kind === kind} onChange={() => set({ kind })} />
              {w.tools[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.kind === 'terrain' && (
        <fieldset>
          <legend>{w.terrainLegend}</legend>
          <div className="sight-radios sight-terrain-radios">
            {options.map((o) => (
              <label key={o.key} className="check">
                <input type="radio" name={`${uid}-paint`} checked={choice.paint === o.key} onChange={() => set({ paint: o.key })} />
                <SightSwatch pack={pack} uid={uid} terrain={o.terrain} />
                {terrainName(pack, o.terrain)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {(choice.kind === 'unitA' || choice.kind === 'unitB') && (
        <fieldset>
          <legend>{w.unitType.legend}</legend>
          <div className="sight-radios">
            {[null, ...UNIT_TYPES].map((type) => (
              <label key={type ?? 'none'} className="check">
                <input type="radio" name={`${uid}-unit`} checked={choice.unitType === type} onChange={() => set({ unitType: type })} />
                {type ? w.unitType[type] : w.unitType.none}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
