import type { CcnPack } from '../../packs/ccn';
import { CCN_SIGHT_WORDS } from './sightWords';
import type { PaintOption } from './sightBoard';
import { SightSwatch } from './SightSwatch';
import { terrainName } from './sightTerrain';

const w = CCN_SIGHT_WORDS.legend;

/** The key to the board: every terrain's look and letters with its name, and what the other marks mean. */
export function SightKey({ pack, uid, options }: { pack: CcnPack; uid: string; options: readonly PaintOption[] }) {
  return (
    <section className="sight-key" aria-labelledby="sight-key-title">
      <h2 id="sight-key-title">{w.title}</h2>
      <h3>{w.terrain}</h3>
      <ul className="sight-key-terrain">
        {options.map((o) => (
          <li key={o.key}>
            <SightSwatch pack={pack} uid={uid} terrain={o.terrain} />
            {terrainName(pack, o.terrain)}
          </li>
        ))}
      </ul>
      <ul className="sight-key-marks">
        {(['unit', 'firer', 'target', 'crossed', 'blocks', 'side', 'line'] as const).map((k) => (
          <li key={k}>{w[k]}</li>
        ))}
      </ul>
    </section>
  );
}
