import { describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { rules } from '../store';
import { nameOf, whoIs, wordContext } from './context';
import { FSI, isolateName, PDI, shownName, withoutBidiControls } from './names';

// Issue 28: names are isolated wherever shown, so a bidirectional control cannot reorder other text; such
// characters are stripped from newly typed names; the setup and the log keep names as typed.

const RLO = '\u202E';
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', RLO, '\u2066', '\u2067', FSI, PDI, '\u200E', '\u200F', '\u061C'];

describe('names shown in sentences', () => {
  it('strips every bidirectional control from a typed name and keeps everything else', () => {
    expect(withoutBidiControls(`A${CONTROLS.join('')}nna ${RLO}Ørjan-2`)).toBe('Anna Ørjan-2');
  });

  it('isolates a name with a control or right-to-left letters, and leaves a left-to-right one as it is', () => {
    expect(isolateName(`${RLO}Anna`)).toBe(`${FSI}${RLO}Anna${PDI}`);
    expect(isolateName('דוד')).toBe(`${FSI}דוד${PDI}`);
    expect(isolateName('سليم 2')).toBe(`${FSI}سليم 2${PDI}`);
    expect(isolateName('Ørjan-Ødegård 2')).toBe('Ørjan-Ødegård 2');
  });

  it("keeps a name's own isolate controls from closing or opening the isolate early", () => {
    const shown = isolateName(`x${PDI}${RLO}y${FSI}`);
    expect(shown).toBe(`${FSI}x${RLO}y${PDI}`);
    // Exactly one isolate, closed at the name's end: nothing after the name is inside it or under its override.
    expect([...shown].filter((c) => c === FSI || c === PDI)).toEqual([FSI, PDI]);
    expect(shownName(`x${PDI}y`)).toBe('xy');
  });

  it('names a hostile player inside an isolate in every sentence made from the word context, while the setup keeps the name as typed', () => {
    const setup = makeSetup();
    const hostile = `${RLO}Mallory`;
    setup.players[0].name = hostile;
    const ctx = wordContext(rules(), { roles: { invader: 0, defender: 1 }, territory: null }, setup);
    expect(nameOf(ctx, 0)).toBe(`${FSI}${hostile}${PDI}`);
    expect(whoIs(ctx, 'invader')).toBe(`${FSI}${hostile}${PDI} (invader)`);
    expect(nameOf(ctx, 1)).toBe(setup.players[1].name);
    expect(setup.players[0].name).toBe(hostile);
  });
});
