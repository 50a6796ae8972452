// @vitest-environment node
import v1 from '../../../tests/fixtures/v1/digital-2023-waterside.json';
import { makeSetup } from '../../../tests/support/randomGame';
import { rules, start } from '../../../tests/support/scenario';
import { migrateGameLog, publicView, validateSetup } from '..';
import { GameLogSchema } from '../gameLog';
import { SetupSchema } from '../schema/setup';
import { PublicViewSchema } from '../schema/view';

describe('the odds setting (issue 13: odds on or off is a setting of the game that both players see)', () => {
  it('is optional: a setup without it is valid, and off', () => {
    const { odds: _none, ...setup } = makeSetup();
    expect(SetupSchema.safeParse(setup).success).toBe(true);
    expect(SetupSchema.safeParse({ ...setup, odds: true }).success).toBe(true);
    expect(SetupSchema.safeParse({ ...setup, odds: 'yes' }).success).toBe(false);
    const checked = validateSetup(rules, { ...setup, odds: true });
    expect(checked.ok && checked.setup.odds).toBe(true);
  });

  it('is public: the room sees it in the public view', () => {
    const view = publicView(start(makeSetup({ odds: true })));
    expect(view.setup.odds).toBe(true);
    expect(PublicViewSchema.safeParse(view).success).toBe(true);
  });

  it('an old game file, from before the setting, still reads (odds off)', () => {
    const log = GameLogSchema.parse(migrateGameLog(v1));
    expect(log.setup.odds).toBeUndefined();
  });
});
