import type { CcnPack } from '../../packs/ccn';
import { hexCorners, HEX_RADIUS, pointsAttr } from './hexLayout';
import { patternUrl } from './HexPatterns';
import { terrainMark } from './sightTerrain';

const CENTRE = { x: HEX_RADIUS, y: HEX_RADIUS };
const CORNERS = pointsAttr(hexCorners(CENTRE, 1));
const WIDTH = Math.sqrt(3) * HEX_RADIUS;

/**
 * One terrain as it looks on the board (fill, texture and letters), beside its name in the tool panel and
 * the key. Decorative: the name next to it says the same. The textures are the board's (`uid`).
 */
export function SightSwatch({ pack, uid, terrain }: { pack: CcnPack; uid: string; terrain: readonly string[] }) {
  const mark = terrainMark(pack, terrain);
  return (
    <svg className="sight-swatch" viewBox={`${HEX_RADIUS - WIDTH / 2} 0 ${WIDTH} ${2 * HEX_RADIUS}`} aria-hidden="true" focusable="false">
      <polygon points={CORNERS} className={`hex-fill hex-t-${terrain[0] ?? 'clear'}`} />
      {terrain.map((id) => {
        const url = patternUrl(uid, id);
        return url && <polygon key={id} points={CORNERS} fill={url} className="hex-texture" />;
      })}
      {mark && (
        <text x={CENTRE.x} y={CENTRE.y + 5} textAnchor="middle" className={mark.length > 3 ? 'hex-mark hex-mark-long' : 'hex-mark'}>
          {mark}
        </text>
      )}
    </svg>
  );
}
