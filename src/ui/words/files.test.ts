// @vitest-environment node
import digital2023 from '../../../examples/digital-2023-waterside.json';
import { bundledRules, GameFileSchema, migrateGameLog } from '../../engine';
import { fileSchemaProblem } from './files';

const rules = bundledRules();

/** The problem with a copy of a real game file changed by `edit`, read as the app reads it. */
function problemWith(edit: (file: { setup: Record<string, unknown> & { players: { name: string; army: Record<string, unknown> }[]; table: Record<string, unknown> } }) => void) {
  const file = structuredClone(migrateGameLog(digital2023)) as Parameters<typeof edit>[0];
  edit(file);
  const parsed = GameFileSchema.safeParse(file);
  if (parsed.success) throw new Error('the file was expected to be broken');
  return fileSchemaProblem(rules, file, parsed.error.issues);
}

describe('a broken game file in a player’s words, the technical path under Details', () => {
  it('names an unknown scale and the scales the app knows, from the data', () => {
    const problem = problemWith((f) => (f.setup.scale = 'huge'));
    const names = rules.scales.scales.map((s) => s.name);
    expect(names).toEqual(['Maximus', 'Magna', 'Pacto']);
    expect(problem.message).toBe("This game file cannot be opened. This file's scale is 'huge'; the app knows Maximus, Magna and Pacto.");
    expect(problem.details).toBe('at setup.scale: expected one of "maximus", "magna" or "pacto"');
  });

  it.each([
    ['a missing table width', (f: Parameters<Parameters<typeof problemWith>[0]>[0]) => delete f.setup.table.widthCm, "This file's table width is missing."],
    ['an empty player name', (f: Parameters<Parameters<typeof problemWith>[0]>[0]) => (f.setup.players[1]!.name = ''), "In this file, player 2's name is empty."],
    ['too many PBS cards', (f: Parameters<Parameters<typeof problemWith>[0]>[0]) => (f.setup.players[0]!.army.pbsCards = 120), "In this file, player 1's number of PBS cards is 120; it must be at most 99."],
    ['a field the app does not know', (f: Parameters<Parameters<typeof problemWith>[0]>[0]) => (f.setup.extra = 1), "This file's setup holds something the app does not know: 'extra'."],
    ['an unknown rating', (f: Parameters<Parameters<typeof problemWith>[0]>[0]) => (f.setup.players[0]!.army.rating = 'great'), "In this file, player 1's army commander rating is 'great'; the app knows 'legendary', 'talented', 'competent' and 'mediocre'."],
  ])('%s', (_what, edit, sentence) => {
    const problem = problemWith(edit);
    expect(problem.message).toBe(`This game file cannot be opened. ${sentence}`);
    expect(problem.details).toMatch(/^at setup[.:]/);
  });

  it('tells at most three problems and counts the rest, every one under Details', () => {
    const problem = problemWith((f) => {
      f.setup.scale = 'huge';
      f.setup.edition = '1999';
      f.setup.cards = 'paper';
      f.setup.dice = 'stones';
    });
    expect(problem.message).toMatch(/ 1 more problem is listed under Details\.$/);
    expect(problem.details?.split('\n')).toHaveLength(4);
  });

  it('a file of another kind is named as such', () => {
    const data = { format: 'something-else', version: 1 };
    const parsed = GameFileSchema.safeParse(data);
    expect(parsed.success).toBe(false);
    const problem = fileSchemaProblem(rules, data, parsed.error!.issues);
    expect(problem.message).toBe('This file is not a game file of the Pre-Battle Wizard.');
    expect(problem.details).toContain('at format:');
  });
});
