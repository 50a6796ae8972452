import { catalogue, msg } from '../words/catalogue';

/** The words of a terrain choice: category, the caps left and the effects (PBS 9.B-9.D, the terrain tables). */
export const terrainChoiceWords = catalogue({
  /** `declared`: what the piece is declared as, or `none`. */
  option: msg<{ name: string; declared: 'dangerous' | 'impassable' | 'none' }>(
    '{name}{declared, select, dangerous {, declared Dangerous} impassable {, declared Impassable} other {}}',
  ),
  /** `category`: the going category in words. */
  category: msg<{ category: string }>('{category} going'),
  /** `shared`: the cap is shared with other terrain (`sharedWith`). */
  capLeft: msg<{ left: number; max: number; shared: boolean; sharedWith: readonly string[] }>(
    '{left} of {max} left{shared, select, true {, shared with {sharedWith, list}} other {}}',
  ),
  perPlaced: msg<{ left: number; anchors: readonly string[] }>('{left} left: at most 1 per {anchors, list, or} on the table'),
  noCap: 'No limit of its own',
  effects: 'Effects: ',
  more: msg<{ name: string }>('More about {name}'),
  specialRules: 'Special rules: ',
  pactoWording: msg<{ note: string }>("Pacto: these are the Pacto sheet's words (source 001). {note}"),
} as const);
