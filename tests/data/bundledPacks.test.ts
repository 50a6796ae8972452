// @vitest-environment node
import { describe, expect, it } from 'vitest';
import agvData from '../../data/agv/terrain.json';
import ccnData from '../../data/ccn/terrain.json';
import { agvPack, loadAgv } from '../../src/packs/agv';
import { ccnPack, loadCcn } from '../../src/packs/ccn';

describe("the packs' shipped files (seeds 003 and 004): checked here and by the build, built without the parse at run time", () => {
  it('C&C Napoleonics: what ccnPack() builds equals the parsed file (the parse drops or fills nothing)', () => {
    const parsed = loadCcn(ccnData);
    expect(parsed.ok).toBe(true);
    expect(ccnPack()).toStrictEqual(parsed);
  });

  it('A Great Victory!: what agvPack() builds equals the parsed file (the parse drops or fills nothing)', () => {
    const parsed = loadAgv(agvData);
    expect(parsed.ok).toBe(true);
    expect(agvPack()).toStrictEqual(parsed);
  });

  it('a broken copy of either file is still refused by its loader, with the path and the field', () => {
    const ccn = loadCcn({ ...ccnData, terrain: [{ ...ccnData.terrain[0], name: 7 }] });
    const agv = loadAgv({ ...agvData, features: 'none' });
    expect(ccn).toMatchObject({ ok: false, error: expect.stringMatching(/^data\/ccn\/terrain\.json: .*name/) });
    expect(agv).toMatchObject({ ok: false, error: expect.stringMatching(/^data\/agv\/terrain\.json: .*features/) });
  });
});
