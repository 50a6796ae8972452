import type { Setup } from '../../engine';
import { usesSeed } from '../../engine';
import type { ReadFailure, ShareKind, ShareRefusal } from '../../share/link';
import { catalogue, msg } from '../words/catalogue';
import { isolateName } from '../words/names';

/** Why no share link is offered now, in a player's words. */
export const SHARE_REFUSAL_WORDS: Record<ShareRefusal, string> = catalogue({
  cardFaceDown: 'No link while a card lies face down: share the battle once both cards are revealed.',
  badGame: 'This game cannot be shared: its log no longer replays in this version of the app.',
  tooLong: 'This game is too long to fit in a link. Export the game file and send that instead.',
  unsupported: 'This browser cannot make share links. Update it, or export the game file and send that instead.',
});

/** The share link control's sentences about loading and about the address links point at. */
export const SHARE_ADDRESS_WORDS = catalogue({
  /** When the part of the app that makes links could not load (offline before the app was kept for offline use). */
  notLoaded: 'The share link could not load: connect to the internet once, then make the link again.',
  /** The note beside a link that points at this computer, which no other device can open. */
  local: 'This link points at this computer, so it opens only here. Enter the public address of this app to make links that open on other devices.',
  /** The public-address field's label and its error. */
  publicLabel: 'Public address of this app',
  publicError: 'Enter a full web address, such as https://example.org/pre-battle/.',
  /** The field's placeholder: how a web address begins. */
  publicPlaceholder: 'https://',
  save: 'Save the address',
});

/** What a link shows the person who opens it. */
export const SHARE_KIND_WORDS: Record<ShareKind, string> = catalogue({
  game: 'The link holds the whole game: whoever opens it sees the battle and can continue a copy of it.',
  view: 'The link shows the battle as it stands, as the room sees it. It holds no hand, no deck and no sealed game code.',
});


/** Why a pasted text or an opened link is not a shared battle this app can show. */
export const DECODE_WORDS: Record<Exclude<ReadFailure['reason'], 'setupInvalid' | 'refused'>, string> = catalogue({
  empty: 'Paste a share link first.',
  notALink: 'This is not a share link of the Pre-Battle Wizard. A share link contains "#/shared/" followed by letters and digits.',
  tooLong: 'This link is too long for a shared battle; the app does not open it.',
  damaged: 'This link is damaged: part of it is missing or was changed, perhaps when it was copied. Ask for the link again and copy all of it.',
  newerVersion: 'This link was made by a newer version of the Pre-Battle Wizard. Update the app (reload it while online) to open it.',
  olderVersion: 'This link was made by an older version of the Pre-Battle Wizard that this version no longer reads.',
  foreign: 'This link holds something other than a shared battle of the Pre-Battle Wizard.',
  invalid: 'This link was made by the Pre-Battle Wizard, but what it holds is not a battle the app can show: it was probably changed by hand.',
  unsupported: 'This browser cannot open share links. Update it, or ask for the game file instead.',
});

/** The shared battle's heading and what the receiver is looking at, with how far it can be trusted. */
export const SHARED_STATUS_WORDS = catalogue({
  /** Names isolated (isolateName). */
  title: msg<{ first: string; firstArmy: string; second: string; secondArmy: string }>('Shared battle: {first} ({firstArmy}) v {second} ({secondArmy})'),
  /**
   * `kind`: a view of the room, a game whose rolls and deals were drawn again (`checked`: `what` of them; `battle`: the
   * link carries `turns` battle weather rolls, never checked), a game that lost its code, or one with the players' own.
   */
  status: msg<{ done: boolean; kind: 'view' | 'checked' | 'lost' | 'own'; what: 'rollsAndDeals' | 'rolls' | 'deals'; battle: boolean; turns: number }>(
    '{done, select, true {The pre-battle is over.} other {The pre-battle is not over yet.}} {kind, select, view {This is the battle as the room saw it when the link was made.} checked {{what, select, rollsAndDeals {Every roll and deal} rolls {Every roll} other {Every deal}} of the pre-battle was drawn again from the revealed game code and every choice replayed by the rules.{battle, select, true { The battle’s weather {turns, plural, one {roll (# turn) is} other {rolls (# turns) are}} shown as the link gives them, not checked: a link never carries the battle code they were rolled from.} other {}}} lost {The game\'s file had lost its game code, so its rolls and deals could not be drawn again: they were entered, not checked. Every choice was replayed by the rules.} other {The players used their own cards and dice; every choice was replayed by the rules.}}',
  ),
  continueBlocked:
    'This battle cannot be continued from the link: its cards or dice come from a game code that stays sealed until the end of the pre-battle. Continue it on the device it started on; once it is over, its link lets anyone check every roll.',
  sealedSeed: msg<{ fingerprint: string }>('Sealed until the end of the pre-battle · fingerprint {fingerprint}'),
} as const);

/** The heading of a shared battle: who played whom. */
export function sharedTitle(setup: Pick<Setup, 'players'>): string {
  const [a, b] = setup.players;
  return SHARED_STATUS_WORDS.title({ first: isolateName(a.name), firstArmy: isolateName(a.army.name), second: isolateName(b.name), secondArmy: isolateName(b.army.name) });
}

/** What the receiver is looking at and how far it can be trusted. */
export function sharedStatusText(options: {
  done: boolean;
  kind: ShareKind;
  seedChecked: boolean;
  setup: Pick<Setup, 'cards' | 'dice'>;
  /** The battle turns the link carries. */
  battleTurns: number;
}): string {
  const { done, kind, seedChecked, setup, battleTurns } = options;
  const what = setup.cards === setup.dice ? 'rollsAndDeals' : setup.dice === 'digital' ? 'rolls' : 'deals';
  const shown = kind === 'view' ? 'view' : seedChecked ? 'checked' : usesSeed(setup) ? 'lost' : 'own';
  // The battle code never travels in a link (issue 38): the battle's weather rolls are shown as the link gives them.
  return SHARED_STATUS_WORDS.status({ done, kind: shown, what, battle: setup.dice === 'digital' && battleTurns > 0, turns: battleTurns });
}

/** Why a shared battle cannot be continued here, or null when it can. */
export function continueBlockedText(kind: ShareKind): string | null {
  return kind === 'view' ? SHARED_STATUS_WORDS.continueBlocked : null;
}

/** The game code of an unfinished shared battle: only its fingerprint, to check against the seed revealed at the end. */
export function sealedSeedText(fingerprint: string): string {
  return SHARED_STATUS_WORDS.sealedSeed({ fingerprint });
}

/** The shared battle's way to its battle sheet and back; a sheet's QR code opens the sheet, with the way to the whole shared battle (issue 38). */
export const SHARED_SHEET_WORDS = catalogue({ openSheet: 'Battle sheet', backToShared: 'Back to the shared battle', toShared: 'The whole shared battle' } as const);

/** The share link control's title, buttons and what copying did. */
export const SHARE_LINK_WORDS = catalogue({
  title: 'Share link',
  make: 'Make a share link',
  makeNew: 'Make a new share link',
  link: 'Link to this battle',
  copy: 'Copy',
  copied: 'Link copied.',
  notCopied: 'The browser would not copy: the link is selected, copy it yourself.',
});

/** The shared battle's screen while it opens, when it cannot, and continuing a copy of it. */
export const SHARED_OPENING_WORDS = catalogue({
  opening: 'Opening the shared battle…',
  cannotOpen: 'This shared battle cannot be opened',
  nothingChanged: 'Nothing on this device was changed.',
  home: 'Go to the home screen',
  continueCopy: 'Continue a copy',
  copyFailed: msg<{ problem: string }>('{problem} Nothing on this device was changed.'),
});
