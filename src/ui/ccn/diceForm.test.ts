import { describe, expect, it } from 'vitest';
import { ccnPack } from '../../packs/ccn';
import { DEFAULT_FORM, formFromParams, formParams, readDice, terrainChoices } from './diceForm';

const load = ccnPack();
if (!load.ok) throw new Error(load.error);
const pack = load.pack;

describe('the battle-dice form', () => {
  it('offers each terrain that shares a hex from either side: Field Works on a Hill, a Bridge over a River or Fordable River (seed 003 Field Works, Bridge; issue 29)', () => {
    const pairs = terrainChoices(pack).flatMap((c) => c.companions.map((o) => (o.over ? `${o.name} over ${c.name}` : `${c.name} over ${o.name}`)));
    // Each combination the data allows, once from each of its two terrain, always read the same way round.
    expect(pairs.sort()).toEqual(['Bridge over Fordable River', 'Bridge over Fordable River', 'Bridge over River', 'Bridge over River', 'Field Works over Hill', 'Field Works over Hill']);
  });

  it.each([
    ['4', { ok: true, dice: 4 }],
    ['0', { ok: true, dice: 0 }],
    [' 12 ', { ok: true, dice: 12 }],
    ['', { ok: false, problem: 'empty' }],
    ['13', { ok: false, problem: 'notWhole' }],
    ['2.5', { ok: false, problem: 'notWhole' }],
    ['-1', { ok: false, problem: 'notWhole' }],
  ])('reads the dice %j', (text, expected) => {
    expect(readDice(text)).toEqual(expected);
  });

  it('reads back what it writes to the address', () => {
    const form = {
      ...DEFAULT_FORM,
      unit: 'cavalry' as const,
      charge: true,
      to: { main: 'hill', extras: ['fieldWorks'] },
      target: 'artillery' as const,
      combat: 'ranged' as const,
      across: false,
    };
    expect(formFromParams(pack, formParams(form))).toEqual(form);
  });

  it('falls back to the defaults for anything in the address it does not know', () => {
    const form = formFromParams(pack, { unit: 'dragoons', from: 'swamp', to: 'forest', toWith: 'bridge', combat: 'shouting' });
    expect(form).toEqual({ ...DEFAULT_FORM, to: { main: 'forest', extras: [] } });
  });
});
