import type { ReactNode } from 'react';

/**
 * The texture of each terrain, drawn over its fill so terrain differs in shape as well as colour (the
 * letters in the hex say it in words). Patterns are keyed by the pack's terrain ids; colours come from
 * ccn-sight.css, so dark mode follows the theme.
 */
const TEXTURES: Readonly<Record<string, { size: number; shapes: ReactNode }>> = {
  forest: {
    size: 14,
    shapes: (
      <>
        <circle cx="4" cy="4" r="2.6" />
        <circle cx="11" cy="11" r="2.6" />
      </>
    ),
  },
  hill: { size: 16, shapes: <path d="M1 12 Q8 4 15 12" /> },
  ruggedHill: { size: 14, shapes: <path d="M1 12 L5 4 L9 12 M7 12 L10 7 L13 12" /> },
  townOrWindmill: { size: 14, shapes: <rect x="3" y="3" width="6" height="5" /> },
  fieldWorks: { size: 12, shapes: <path d="M0 9 L3 4 L6 9 L9 4 L12 9" /> },
  river: { size: 16, shapes: <path d="M0 8 Q4 3 8 8 T16 8" /> },
  fordableRiver: { size: 16, shapes: <path d="M0 8 Q4 3 8 8 T16 8" strokeDasharray="3 3" /> },
  bridge: { size: 10, shapes: <path d="M2 0 V10 M8 0 V10" /> },
  sandQuarry: {
    size: 10,
    shapes: (
      <>
        <circle cx="2.5" cy="2.5" r="1.1" />
        <circle cx="7.5" cy="7.5" r="1.1" />
      </>
    ),
  },
};

/** The id of a terrain's pattern in this board, or null for terrain drawn by its fill alone. */
export function patternUrl(uid: string, terrainId: string): string | null {
  return terrainId in TEXTURES ? `url(#${uid}-pat-${terrainId})` : null;
}

/** The SVG patterns of every textured terrain, for one board (`uid` keeps ids unique on the page). */
export function HexPatterns({ uid }: { uid: string }) {
  return (
    <defs>
      {Object.entries(TEXTURES).map(([id, t]) => (
        <pattern key={id} id={`${uid}-pat-${id}`} className={`hex-pat hex-pat-${id}`} width={t.size} height={t.size} patternUnits="userSpaceOnUse">
          {t.shapes}
        </pattern>
      ))}
    </defs>
  );
}
