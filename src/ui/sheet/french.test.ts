import { afterEach, describe, expect, it } from 'vitest';
import { uiRules } from '../../../tests/support/uiState';
import { speak } from '../words/language';
import { translationOf } from '../words/translations';
import type { WordContext } from '../words/context';
import { SHEET_TEXT_WORDS, SHEET_WORDS, scoutingSideText, unitCount } from './words';
import { BATTLE_WORDS } from '../battle/trackerWords';
import { DIE_COLOUR_WORDS, WEATHER_ROLL_WORDS } from '../battle/words';
import { FAILURE_WORDS } from '../share/failureWords';
import { OPEN_SHARED_WORDS } from '../share/openWords';
import { DECODE_WORDS, SHARE_ADDRESS_WORDS, SHARE_KIND_WORDS, SHARE_LINK_WORDS, SHARE_REFUSAL_WORDS, SHARED_OPENING_WORDS, SHARED_SHEET_WORDS, SHARED_STATUS_WORDS } from '../share/words';
import { PROJECTOR_CONTROL_WORDS, ROOM_BOARD_WORDS, ROOM_REVEAL_WORDS, ROOM_TEXT_WORDS, ROOM_WORDS } from '../projector/words';
import { TABLE_DIAGRAM_WORDS, TABLE_IN_WORDS, TABLE_ITEM_WORDS } from '../table/words';
import './words.fr';
import '../battle/words.fr';
import '../battle/trackerWords.fr';
import '../share/words.fr';
import '../share/openWords.fr';
import '../share/failureWords.fr';
import '../projector/words.fr';
import '../table/words.fr';

afterEach(() => speak('en'));

const ctx = { rules: uiRules, edition: '2023' } as WordContext;

/** Every text of a translation, with where it is. */
function texts(node: unknown, at: string): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, `${at}.${key}`));
}

describe('the battle sheet, share, projector, battle weather and table words in French (issue 36)', () => {
  it('count 0 and 1 as singular, 2 as plural, where English counts only 1 as singular', () => {
    expect([0, 1, 2].map((n) => unitCount(ctx, n))).toEqual(['0 TuGs', '1 TuG', '2 TuGs']);
    expect([0, 1, 2].map((count) => BATTLE_WORDS.earlier({ count }))).toEqual([
      '0 earlier turns are on the battle sheet.',
      '1 earlier turn is on the battle sheet.',
      '2 earlier turns are on the battle sheet.',
    ]);
    speak('fr');
    expect([0, 1, 2].map((n) => unitCount(ctx, n))).toEqual(['0 TuG', '1 TuG', '2 TuG']);
    expect([0, 1, 2].map((count) => BATTLE_WORDS.earlier({ count }))).toEqual([
      '0 tour précédent figure sur la feuille de bataille.',
      '1 tour précédent figure sur la feuille de bataille.',
      '2 tours précédents figurent sur la feuille de bataille.',
    ]);
    expect(WEATHER_ROLL_WORDS.steps({ steps: 0, up: true })).toBe('inchangée');
    expect(WEATHER_ROLL_WORDS.steps({ steps: 1, up: true })).toBe('+1 type');
    expect(WEATHER_ROLL_WORDS.steps({ steps: 2, up: false })).toBe('−2 types');
  });

  it('write percentages and the label’s colon as French does, with their no-break spaces', () => {
    speak('fr');
    expect(scoutingSideText(70, [])).toMatch(/^70[\u00a0\u202f]% \(aucune carte\)$/);
    expect(SHEET_TEXT_WORDS.textRow({ label: 'Saison', hasCount: false, count: '', value: 'Hiver' })).toBe('Saison\u00a0: Hiver');
    expect(SHEET_WORDS.seedCheck({ what: 'deals' })).toMatch(/toutes les donnes de la pré-bataille sont vérifiées/);
  });

  it('use the typographic apostrophe and the no-break spaces before : ; ! ? everywhere', () => {
    const catalogues = {
      SHEET_WORDS, SHEET_TEXT_WORDS, BATTLE_WORDS, WEATHER_ROLL_WORDS, DIE_COLOUR_WORDS, FAILURE_WORDS, DECODE_WORDS, OPEN_SHARED_WORDS, SHARED_OPENING_WORDS, SHARE_ADDRESS_WORDS, SHARE_KIND_WORDS,
      SHARE_LINK_WORDS, SHARE_REFUSAL_WORDS, SHARED_SHEET_WORDS, SHARED_STATUS_WORDS, PROJECTOR_CONTROL_WORDS, ROOM_BOARD_WORDS, ROOM_REVEAL_WORDS,
      ROOM_TEXT_WORDS, ROOM_WORDS, TABLE_DIAGRAM_WORDS, TABLE_IN_WORDS, TABLE_ITEM_WORDS,
    };
    const all = Object.entries(catalogues).flatMap(([name, words]) => texts(translationOf('fr', words), name));
    expect(all.length).toBeGreaterThan(300);
    const wrong = all.filter(([, text]) => /'| :|[^\u00a0\w/]:[^/]| [;!?]|[^\u202f ][;!?]/.test(text.replace(/[{}]/g, ' ')));
    expect(wrong).toEqual([]);
  });
});
