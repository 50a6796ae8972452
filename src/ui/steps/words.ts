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
  territory: {
    revealed: (invader: string, invaderCard: string, defender: string, defenderCard: string) =>
      `Revealed: ${invader} (invader) ${invaderCard}, ${defender} (defender) ${defenderCard}.`,
    noCard: 'no card',
    invaderPicks: 'The invader played the better card and picks the territory.',
    defenderPicks: 'The invader did not play a better card, so the defender picks.',
  },
  counter: {
    place: 'Choose the square where the army counter starts. Use the arrow keys and Enter, or click a square.',
    placeLabel: 'Place the counter',
    dayRevealed: (day: number, invader: string, invaderCard: string, defender: string, defenderCard: string) =>
      `Day ${day} revealed: ${invader} (invader) ${invaderCard}, ${defender} (defender) ${defenderCard}.`,
    pass: 'a pass (Black)',
    better: (winner: string, difference: number) => `${winner} is ${difference} better:`,
    move: 'Choose where the counter goes (the marked squares), or its own square to stay.',
    moveLabel: 'Move the counter',
  },
  flanks: {
    deepWater: (defender: string, depth: string) => `${defender} (defender) places the deep-water flank along one side edge, no more than ${depth} into the table.`,
    along: (defender: string, edge: 'left' | 'right') => `Along ${defender}'s ${edge} side edge`,
    size: (min: string, max: string) => `${min} square to ${max} square`,
    noneLeft: (name: string, side: string) => `${name} (${side}) has no secure-flank terrain left (every option has reached its cap).`,
    skip: 'Continue without a flank piece',
    places: (name: string, side: string, secureFlankSized: boolean, size: string) =>
      `${name} (${side}) places one ${secureFlankSized ? 'secure-flank' : 'compulsory'}-sized piece (${size}`,
    onOwnHalf: (sector: 'left' | 'right' | null) =>
      `) of secure-flank terrain on their own half${sector ? `, in the same flank sector as the defender (the defender's ${sector}, the invader's ${sector === 'left' ? 'right' : 'left'})` : ''}. The opponent never moves it.`,
    inSector: (terrain: string, sector: 'left' | 'right' | null) => `${terrain}${sector ? ` in the defender's ${sector} flank sector` : ''}`,
  },
  cards: {
    territoryRound: 'the territory contest',
    dayRound: (day: number) => `day ${day} of the march`,
    playNoCard: 'Play no card',
    pass: 'Pass (counts as Black)',
    curtain: 'Hand-off curtain',
    passTo: (name: string, side: string, other: string) => `Pass the laptop to ${name} (${side}) - ${other}, look away.`,
    chooses: (name: string, round: string, other: string | null) => `${name} chooses a card for ${round}. ${other ? `${other} has already chosen, face down.` : ''}`,
    showMine: (name: string) => `I am ${name}: show my cards`,
    handOf: (name: string) => `${name}'s hand`,
    yourHand: (name: string, count: number) => `${name}, your hand (${count} ${count === 1 ? 'card' : 'cards'}):`,
    empty: 'empty',
    play: (colour: string) => `Play ${colour}`,
    hide: 'Hide my cards',
    revealThenEnter: (round: string) => `Both players reveal the card they chose for ${round}, then enter the colours here.`,
    played: (name: string, side: string, inHand: number) => `${name} (${side}) played (${inHand} ${inHand === 1 ? 'card' : 'cards'} in hand)`,
    reveal: 'Reveal',
  },
  terrain: {
    size: (min: string, max: string) => `at least ${min} square, fitting within ${max} square`,
    density: (density: string) => `${density} density:`,
    compulsory: (demand: string) => `the compulsory terrain is ${demand || 'none'} between both players, chosen alternately from the defender.`,
    optional: (each: number) => `each player may choose up to ${each} optional ${each === 1 ? 'piece' : 'pieces'}.`,
    noImpassable: 'No impassable terrain. ',
    piecesAre: (size: string) => `Pieces are ${size}.`,
    chosen: (pieces: readonly { terrain: string; declared: string | null; owner: string }[]) =>
      `Chosen so far: ${pieces.map((p) => `${p.terrain}${p.declared ? ` (${p.declared})` : ''} by ${p.owner}`).join('; ')}.`,
    chooses: (name: string, side: string, compulsory: boolean) => `${name} (${side}) chooses ${compulsory ? 'a compulsory piece' : 'an optional piece'}`,
    noMore: (name: string) => `${name} takes no more optional terrain`,
    contiguous: (owner: string) => `${owner}: place it contiguous to a field or settlement already placed, without straddling sectors.`,
    touching: (owner: string) => `${owner}: place it touching the water, even if it extends into another sector.`,
    secureFlank: (owner: string, sector: string) => `${owner}: secure flank in the ${sector} flank sector.`,
    wholly: (owner: string, sector: string, touchEdge: boolean, die: number) =>
      `${owner}: wholly in ${sector} (from ${owner}'s side)${touchEdge ? ', touching a table edge' : ''} (die ${die}).`,
    outcomes: { keep: 'Leave it', move: 'Move it', pivot: 'Pivot it', remove: 'Remove it' },
    moveUpTo: (upTo: string) => ` (up to ${upTo}, same orientation)`,
    places: (owner: string, side: string, piece: string, declared: string | null) => `${owner} (${side}) places ${piece}${declared ? ` (declared ${declared})` : ''}`,
    flankOnly: (piece: string) => `${piece} goes only in a flank sector: odd is left, even is right.`,
    rollPlacement: (piece: string) => `Roll the placement die for ${piece}`,
    placementDie: 'Placement die',
    withoutDice: (method: 'contiguous' | 'touching') =>
      method === 'contiguous' ? 'Place contiguous to a field or settlement, without dicing' : 'Place touching the water, without dicing',
    opponentRolls: (piece: string, other: string, rows: string) => `When ${piece} is on the table, ${other} rolls a die: ${rows}`,
    rollAgainst: (other: string, piece: string) => `${other}: roll against ${piece}`,
    dieOf: (other: string) => `${other}'s die`,
    rolled: (other: string, die: number, piece: string) => `${other} rolled ${die} against ${piece}. ${other} chooses:`,
    enterResult: (label: string) => `${label}: enter the result`,
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

/** The summary's own title, also shown by a shared battle's summary. */
export const SUMMARY_WORDS = catalogue({ title: 'Battle summary' });
