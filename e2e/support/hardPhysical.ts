import type { Locator } from '@playwright/test';
import type { PlayOptions } from './wizard';

/** Each terrain piece's placement die, then the opponent's die and what he does with it (PBS 9.E; 002 Other Terrain Placement: move on 4+, pivot on 5+, remove on a 6). */
const PIECES = [
  { die: 3, answer: 4, outcome: 'Move it' },
  { die: 2, answer: 5, outcome: 'Pivot it' },
  { die: 5, answer: 6, outcome: 'Leave it' },
  { die: 4, answer: 4, outcome: 'Move it' },
  { die: 6, answer: 5, outcome: 'Leave it' },
] as const;

/** The scouting cards each player taps in: six in all (PBS 10.A). */
const SCOUTING = { Anna: ['Red', 'Yellow', 'Green'], Bruno: ['Yellow', 'Green', 'White'] } as const;

/** Taps a die's face in the fieldset whose legend starts with `label`. */
async function tapDie(area: Locator, label: RegExp, face: number): Promise<number> {
  await area.getByRole('group', { name: label }).getByRole('button', { name: String(face), exact: true }).click();
  return 1;
}

/**
 * The harder physical path the bench counts beside the benchmark game (issue 38: at most 60 after setup): a 2020 Pacto
 * game with the players' own cards and dice in which Anna, the roll-off's winner with a skull, declares a strategic
 * intercept and places the counter on a square of normal density; five terrain pieces (two compulsory, three optional)
 * are each placed by the owner's die and answered by the opponent's die; and six scouting cards are tapped in.
 * Every other step takes the first offered choice, as the benchmark game does.
 */
export function hardPhysicalGame(): PlayOptions {
  let piece = 0;
  let optionalPicks = 0;
  const choose = async (area: Locator, heading: string): Promise<number | undefined> => {
    if (heading === 'Placing the army counter') {
      // Column 3 of the 2020 map is normal density: two compulsory pieces and up to two optional each.
      await area.locator('.pbs-map button[aria-disabled="false"][aria-label*="column 3,"]').first().click();
      return 1;
    }
    if (/^Placing (compulsory|optional) terrain/.test(heading)) {
      const plan = PIECES[piece]!;
      if (await area.getByRole('group', { name: /^Placement die/ }).count()) return tapDie(area, /^Placement die/, plan.die);
      if (await area.getByRole('group', { name: /'s die: enter the result$/ }).count()) return tapDie(area, /'s die: enter the result$/, plan.answer);
      await area.getByRole('button', { name: new RegExp(`^${plan.outcome}`) }).click();
      piece += 1;
      return 1;
    }
    if (heading === 'Choosing optional terrain' && optionalPicks === 3) {
      await area.getByRole('button', { name: /takes no more optional terrain$/ }).click();
      return 1;
    }
    if (heading === 'Choosing optional terrain') optionalPicks += 1;
    if (heading === 'Scouting') {
      let taps = 0;
      for (const [name, colours] of Object.entries(SCOUTING)) {
        for (const colour of colours) {
          await area.getByRole('group', { name: `Add ${name}'s scouting cards` }).getByRole('button', { name: `Add ${colour}` }).click();
          taps += 1;
        }
      }
      await area.getByRole('button', { name: 'Compare scouting' }).click();
      return taps + 1;
    }
    return undefined;
  };
  return { edition: '2020', mode: 'physical', seed: 'bench-physical-hard', scale: 'Pacto', choose };
}
