import { catalogue } from '../words/catalogue';

const signedModifier = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The words of the step screens: their instructions, buttons and results (seed 000 PBS 8-10). */
export const STEP_WORDS = catalogue({
  rollOff: {
    rolls: (name: string) => `${name} rolls`,
    aDie: (colour: string, rating: string) => `a ${colour} die (${rating} army commander).`,
    tie: (attempt: number, first: string, firstFace: string, second: string, secondFace: string) =>
      `Roll ${attempt}: ${first} ${firstFace}, ${second} ${secondFace}: a tie, roll again.`,
    rollBoth: 'Roll both dice',
    result: (first: string, firstFace: string, second: string, secondFace: string, ties: number, winner: string) =>
      `Roll-off: ${first} rolled ${firstFace}, ${second} rolled ${secondFace}${ties > 0 ? ` (after ${ties === 1 ? 'a tie' : `${ties} ties`}, rolled again)` : ''}. ${winner} wins and chooses.`,
    invades: (name: string) => `${name} invades`,
    defends: (name: string) => `${name} defends`,
  },
  intercept: {
    question: (invader: string) => `${invader} rolled a skull and invades: declare a strategic intercept? The invader then places the army counter.`,
    declare: 'Declare a strategic intercept',
    none: 'No intercept',
  },
  season: (name: string, modifier: number) => `${name} (${modifier > 0 ? `+${modifier}` : modifier === 0 ? 'no change' : modifier} to the weather roll)`,
  deal: {
    shuffle: 'Shuffle the deck',
    deal: 'Deal the PBS cards',
    shuffleText: (cards: number) => `The app shuffles the ${cards}-card command deck (its make-up is an assumption: see the rules reference).`,
    dealText: (invader: string, invaderCards: number, defender: string, defenderCards: number) =>
      `Each army draws its PBS cards: ${invader} ${invaderCards}, ${defender} ${defenderCards}. Each player sees only their own, behind the curtain.`,
  },
  vitalSettlement: {
    hint: 'The sources only name this step; place it as your army lists and scenario say, then continue.',
    placed: 'Vital Settlement or Fort placed',
  },
  weather: {
    season: (name: string, modifier: number) => `Season: ${name} (${signedModifier(modifier)}). Roll 2D6; a double makes the weather changeable.`,
    roll: 'Roll 2D6 for the weather',
    firstDie: 'First die',
    secondDie: (first: number) => `Second die (first was ${first})`,
  },
  scouting: {
    dealt: (invader: string, invaderDraws: number, defender: string, defenderDraws: number, best: number) =>
      `Each player is dealt cards up to their army's scouting total, counting the PBS cards they kept: ${invader} draws ${invaderDraws}, ${defender} draws ${defenderDraws}. The best ${best} count.`,
    deal: 'Deal and compare scouting cards',
    physical: (best: number) =>
      `Each player draws up to their scouting total (saved PBS cards count), then enters how many cards of each colour they hold. The best ${best} count.`,
    total: (name: string, side: string, total: number) => `${name} (${side}): scouting total ${total}`,
    compare: 'Compare scouting',
  },
  deployment: {
    scouting: (invader: string, invaderTotal: number, defender: string, defenderTotal: number) =>
      `Scouting: ${invader} (invader) ${invaderTotal}%, ${defender} (defender) ${defenderTotal}%.`,
    outscouted: (name: string, by: number) => `${name} is outscouted by ${by}% and deploys first.`,
    nobodyOutscouted: 'Nobody is outscouted: the defender begins.',
    both: 'Both players',
    who: (name: string, side: string) => `${name} (${side})`,
    done: 'Done',
    showAgain: 'Show its instructions again',
    allDone: 'Deployment done',
    batchDone: (title: string) => `Done: ${title}`,
  },
  preGameMoves: {
    lead: 'Perform the pre-game moves your armies are entitled to, in this order:',
    hint: 'The sources only name these moves; apply them as your army lists say.',
    done: 'Pre-game moves done',
  },
});
