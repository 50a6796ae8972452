import type { GameSetup } from './drive';

/** What to keep of a game besides its file and library record. */
export interface Keep {
  /** A share link as copied from the game screen (a whole game, or the room's view, as the build offers). */
  link?: boolean;
  /** The battle sheet's print PDF (a finished game). */
  sheet?: boolean;
}

/** One game the script plays in the earlier build. */
export interface ArtifactGame {
  /** The game's name in the manifest and in its files' names. */
  name: string;
  description: string;
  setup: GameSetup;
  /** Where to leave the game: the first step whose heading matches (the end when none does). */
  stopAt: RegExp | null;
  keep: Keep;
}

/**
 * The games: digital and physical, both editions, one finished to the battle sheet, one with a typed code, one
 * with odds and a rules profile, and games left at the roll-off, in the march and at terrain for the library.
 * Each has armies of its own, which name its library card.
 */
export const ARTIFACT_GAMES: readonly ArtifactGame[] = [
  {
    name: 'digital-2023-finished',
    description: 'Digital cards and dice, 2023 edition, a drawn (sealed) game code, played to the end',
    setup: { names: [{ name: 'Anna', army: 'Later Romans' }, { name: 'Bruno', army: 'Sassanids' }], edition: '2023', mode: 'digital' },
    stopAt: null,
    keep: { link: true, sheet: true },
  },
  {
    name: 'physical-2020-finished',
    description: 'Physical cards and dice, 2020 edition, the players entering what they rolled and revealed, played to the end',
    setup: { names: [{ name: 'Clara', army: 'Carthaginians' }, { name: 'Dario', army: 'Numidians' }], edition: '2020', mode: 'physical' },
    stopAt: null,
    keep: { link: true },
  },
  {
    name: 'digital-2020-typed-march',
    description: 'Digital cards and dice, 2020 edition, a typed game code, left in the march',
    setup: { names: [{ name: 'Elsa', army: 'Goths' }, { name: 'Felix', army: 'Huns' }], edition: '2020', mode: 'digital', typedCode: 'artifacts-typed-code' },
    stopAt: /march/i,
    keep: { link: true },
  },
  {
    name: 'physical-2023-odds-profile-terrain',
    description: 'Physical cards and dice, 2023 edition, the odds shown and a rules profile made in that build, left at choosing compulsory terrain',
    setup: { names: [{ name: 'Greta', army: 'Franks' }, { name: 'Hugo', army: 'Saxons' }], edition: '2023', mode: 'physical', odds: true, profile: 'Artifacts club' },
    stopAt: /compulsory terrain/i,
    keep: { link: true },
  },
  {
    name: 'physical-2023-rolloff',
    description: 'Physical cards and dice, 2023 edition, left at the roll-off',
    setup: { names: [{ name: 'Ines', army: 'Vikings' }, { name: 'Jonas', army: 'Picts' }], edition: '2023', mode: 'physical' },
    stopAt: /roll-off/i,
    keep: {},
  },
];

/** The rules profile made in the earlier build for the game that uses one: a copy of a built-in one with four days of march. */
export const ARTIFACT_PROFILE = { copyOf: 'Tournament: 8 BW flank sectors', name: 'Artifacts club', marchDays: '4' } as const;

/** The public address saved in the earlier build, where it asks for one, so its links point at it. */
export const PUBLIC_ADDRESS = 'https://pbw.example/app/';
