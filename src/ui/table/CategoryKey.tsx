import type { Category } from '../../engine';
import { CATEGORY_WORDS } from '../words/vocab';
import { CATEGORY_LETTER } from './pieceWords';
import type { DrawnItem } from './model';
import { TABLE_DIAGRAM_WORDS } from './words';

/**
 * The letters on the pieces in one line under the scale, for the printed sheet whose drawing has no room for the full key:
 * "G: Good · R: Rough · D: Difficult", only the categories on the table (issue 29).
 */
export function CategoryKey({ drawn }: { drawn: readonly DrawnItem[] }) {
  const present = (['good', 'rough', 'difficult'] as const satisfies readonly Category[]).filter((c) => drawn.some((d) => d.category === c));
  if (present.length === 0) return null;
  return (
    <p className="td-category-key">
      {present.map((c) => TABLE_DIAGRAM_WORDS.keyCategory({ letter: CATEGORY_LETTER[c], words: CATEGORY_WORDS[c] })).join(TABLE_DIAGRAM_WORDS.keySeparator)}
    </p>
  );
}
