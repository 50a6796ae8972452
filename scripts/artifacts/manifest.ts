/** What `manifest.json` of a build's artifacts says (tests/fixtures/builds/<short commit>/): every path is relative to its folder. */
export interface BuildManifest {
  /** The commit the build was made from, and its short form (the folder's name). */
  commit: string;
  short: string;
  madeAt: string;
  madeBy: string;
  /** The public address saved in that build, which its links point at (null: it asked for none). */
  publicAddress: string | null;
  /** The library's records as IndexedDB held them (key and value), and localStorage's keys and texts. */
  library: string;
  localStorage: string;
  /** Which localStorage keys hold what (null: that build made none). */
  storageKeys: { profiles: string | null; publicAddress: string | null; ccnBoard: string | null; settings: string[] };
  /** Library keys of the A Great Victory! layouts made in that build. */
  agvLayouts: string[];
  games: GameArtifact[];
}

/** One game played in that build and what it left. */
export interface GameArtifact {
  name: string;
  description: string;
  edition: '2023' | '2020';
  mode: 'digital' | 'physical';
  typedCode: boolean;
  odds: boolean;
  profile: string | null;
  /** The step the game was left at: its heading as that build showed it, and its id as that build's engine names it. */
  leftAt: { heading: string; stepId: string };
  /** The game's key in the library's records. */
  libraryKey: string;
  /** The game file exported from that build's library card. */
  file: string;
  /** That build's own replay of the file: its engine's public view, as JSON. */
  publicView: string;
  /** Share links copied from that build's game screen, with the kind the screen said. */
  links: { kind: 'game' | 'view' | 'unknown'; link: string }[];
  /** The battle sheet's print PDF (A4), for a finished game that had one printed. */
  sheetPdf: string | null;
}
