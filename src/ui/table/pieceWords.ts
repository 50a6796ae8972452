import type { Category, Footprint, Outcome, PositionStage, Rules, table, TerritoryRules } from '../../engine';
import type { WordContext } from '../words/context';
import { catalogue, derivedFrom, msg } from '../words/catalogue';
import { footprintText, STAGE_WORDS } from '../words/table';
import { terrainName, VOCAB_WORDS } from '../words/vocab';

/* Words of the pieces the table diagram draws: their names, their letters, what became of them and where they were recorded. */

/** What became of a piece after the opponent's die, as a past participle (PBS 9.E); "lost" is a piece whose placement die sent it where it may not go. */
export const DONE_WORDS: Record<Outcome | 'lost', string> = catalogue({ keep: 'kept', move: 'moved', pivot: 'pivoted', remove: 'removed', lost: 'lost' });

/** A category's letter on the drawing, beside its word in the key, so colour is never the only sign. */
export const CATEGORY_LETTER: Record<Category, string> = catalogue({ good: 'G', rough: 'R', difficult: 'D' });

/** A terrain's going category, from the territory's table or, for flank-only terrain, the 2020 table. */
export function terrainCategory(rules: Rules, territory: TerritoryRules | null, id: string | null): Category | null {
  if (!id || id === 'deepWater') return null;
  return territory?.terrain.find((t) => t.id === id)?.category ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.category ?? null;
}

/** A drawn thing's name: the terrain's name, "Deep Water" for the flank. */
export function itemName(ctx: WordContext, item: Pick<table.TableItem, 'kind' | 'terrain'>): string {
  if (item.kind === 'deepWater' || !item.terrain) return VOCAB_WORDS.deepWater;
  return terrainName(ctx.rules, ctx.territory, item.terrain);
}

/** A short name for a small piece: the initials of a name of several words ("Rocky Ground" -> "RG"); a one-word name has none. */
export const shortName = catalogue(function shortName(name: string): string | null {
  return derivedFrom(name, (plain) => {
    const words = plain.split(/[\s-]+/).filter(Boolean);
    return words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : null;
  });
});

/** What the live region says once a position is recorded: `stage` from `STAGE_WORDS`, `position` as `footprintText` says it. */
export const RECORDED_WORDS = catalogue({
  recorded: msg<{ name: string; stage: string; position: string }>('Recorded {name}, {stage}: {position}.'),
} as const);

/** What the live region says once a position is recorded. */
export function recordedText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, name: string, stage: PositionStage, p: Footprint): string {
  return RECORDED_WORDS.recorded({ name, stage: STAGE_WORDS[stage], position: footprintText(geometry, p) });
}
