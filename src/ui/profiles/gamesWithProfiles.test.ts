import { describe, expect, it } from 'vitest';
import physical from '../../../examples/physical-2020.json?raw';
import { table, type GameLog } from '../../engine';
import { readShared, shareLink } from '../../share/link';
import { readGameText } from '../../../tests/support/gameFile';
import { rules, rulesFor } from '../store';

const example = JSON.parse(physical) as GameLog;
const profile = { name: 'Club night', values: { flankSector: 8, opponentMove: 4 } };
const withProfile: GameLog = { ...example, setup: { ...example.setup, profile } };

describe('a game played under a rules profile', () => {
  it('replays from its file with the profile it recorded', () => {
    const loaded = readGameText(rules(), JSON.stringify(withProfile));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.log.setup.profile).toEqual(profile);
    const flank = table.tableGeometry(rulesFor(loaded.log.setup), loaded.log.setup).distances.find((d) => d.key === 'flankSector');
    expect(flank?.printed).toBe(8);
  });

  it('a file whose profile is broken is refused, naming the setting', () => {
    const broken = { ...example, setup: { ...example.setup, profile: { name: 'Broken', values: { flankSector: -3 } } } };
    const loaded = readGameText(rules(), JSON.stringify(broken));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toBe("The game file's rules profile cannot be used: Flank sector width must be more than 0.");
  });

  it('a share link carries the profile, and the game opens with it', async () => {
    const made = await shareLink(rules(), withProfile, { base: 'https://example.org/' });
    if (!made.ok) throw new Error(made.reason);
    const read = await readShared(rules(), made.url);
    if (!read.ok || read.battle.kind !== 'game') throw new Error('not opened');
    expect(read.battle.log.setup.profile).toEqual(profile);
    expect(read.battle.view.setup.profile).toEqual(profile);
  });
});
