import { describe, expect, it } from 'vitest';
import { bundledRules, publicView } from '../../src/engine';
import { readGameText } from '../support/gameFile';
import { addedFields, artifactJson, artifactText, buildGames, builds, renamed, sameFieldsAs, type Json } from '../support/builds';

/*
 * Game files exported by earlier builds (tests/fixtures/builds/<commit>/, written by `npm run artifacts`): each
 * opens in today's reader and replays to the state its own build's engine recorded. Words may differ; the state
 * may not. Fields added to the view since a build are not compared, and each test's name lists them.
 */

const rules = bundledRules();

describe('game files of earlier builds', () => {
  it('finds the builds by folder, each with games', () => {
    expect(builds().length).toBeGreaterThanOrEqual(2);
    for (const build of builds()) expect(build.manifest.games.length, build.dir).toBeGreaterThan(0);
  });

  for (const { build, game } of buildGames()) {
    const loaded = readGameText(rules, artifactText(build, game.file));
    const recorded = renamed(artifactJson<Json>(build, game.publicView));
    const added = loaded.ok ? addedFields(publicView(loaded.state), recorded) : [];
    it(`${build.manifest.short} ${game.name}: opens and replays to the state its build recorded (added since, not compared: ${added.join(', ') || 'none'})`, () => {
      if (!loaded.ok) throw new Error(`${game.file} does not open: ${loaded.message} ${loaded.details ?? ''}`);
      expect(sameFieldsAs(publicView(loaded.state), recorded)).toEqual(recorded);
      expect(loaded.state.stepId).toBe(game.leftAt.stepId);
    });
  }
});
