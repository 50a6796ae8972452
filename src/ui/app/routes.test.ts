import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from '../navigation';
import { speak } from '../words/language';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('titles say the screen but nothing about a game', () => {
    expect(ROUTES.home.title()).toBe('Pre-Battle Wizard');
    expect(ROUTES.game.title()).toBe('Pre-Battle Wizard');
    expect(ROUTES.setup.title()).toBe('New pre-battle - Pre-Battle Wizard');
    expect(ROUTES.reference.title()).toBe('Rules reference - Pre-Battle Wizard');
    expect(ROUTES.projector.title()).toBe('Projector - Pre-Battle Wizard');
    expect(ROUTES.sheet.title()).toBe('Battle sheet - Pre-Battle Wizard');
    // A shared battle's title never carries its link.
    expect(ROUTES.shared.title()).toBe('Shared battle - Pre-Battle Wizard');
    expect(ROUTES.profiles.title()).toBe('Rules profiles - Pre-Battle Wizard');
    expect(ROUTES.ccnDice.title()).toBe('Battle dice, C&C Napoleonics - Pre-Battle Wizard');
    expect(ROUTES.ccnSight.title()).toBe('Line of sight, C&C Napoleonics - Pre-Battle Wizard');
    expect(ROUTES.agvTable.title()).toBe('Table layout, A Great Victory! - Pre-Battle Wizard');
    expect(ROUTES.agvEffects.title()).toBe('Terrain effects, A Great Victory! - Pre-Battle Wizard');
  });

  it('titles are said in the language on screen when they are read (issue 36)', async () => {
    await import('../words/fr/index');
    speak('fr');
    try {
      expect(ROUTES.setup.title()).toBe('Nouvelle pré-bataille - Assistant de pré-bataille');
      expect(ROUTES.home.title()).toBe('Assistant de pré-bataille');
    } finally {
      speak('en');
    }
    expect(ROUTES.setup.title()).toBe('New pre-battle - Pre-Battle Wizard');
  });

  it.each([
    ['ccnDice', '#/ccn/dice'],
    ['ccnSight', '#/ccn/sight'],
    ['agvTable', '#/agv/table'],
    ['agvEffects', '#/agv/effects'],
    ['profiles', '#/profiles'],
  ] as const)('the packs and the app give %s its address %s, which parses back', (view, hash) => {
    expect(formatHash(view)).toBe(hash);
    expect(parseHash(hash)).toEqual({ view, params: {} });
  });
});
