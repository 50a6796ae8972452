import { fileChecks, type ChanceCheck, type FileChecks, type Rules } from '../../engine';
import { catalogue, msg } from './catalogue';
import { appRulesText } from './rulesVersion';

/** The words of what a game file proves, part by part (issue 28): shown when a file opens and printed by `npm run replay`. */
export const FILE_CHECK_WORDS = catalogue({
  title: 'What this file proves',
  /**
   * `entered`: the cards or the dice the players used their own of, when only the other was the app's; `typed`: a player
   * typed the code, so while the pre-battle runs it is not shown, but it is no secret sealed by the app.
   */
  preBattleChecked: msg<{ what: string; fingerprint: string; over: boolean; typed: boolean; entered: string; anyEntered: boolean }>(
    "{over, select, true {Pre-battle: every {what} checked against its game code (fingerprint {fingerprint})} other {{typed, select, true {Pre-battle so far: every {what} checked against the game code a player typed (not shown until the pre-battle is over)} other {Pre-battle so far: every {what} checked against the sealed game code}}}}{anyEntered, select, true {; the {entered} were the players' own: entered by the players, not checked.} other {.}}",
  ),
  preBattleAllEntered: "Pre-battle: the cards and dice were the players' own: entered by the players, not checked.",
  preBattleNoCode: "Pre-battle: this file has no game code, so the app's deals and rolls it records could not be drawn again: entered, not checked.",
  deal: 'deal',
  roll: 'roll',
  dealAndRoll: 'roll and deal',
  cards: 'cards',
  dice: 'dice',
  battleNotYet: 'Battle turns: none yet, the pre-battle is not over.',
  /** `turns` rolled so far; `over`: the battle code is no longer sealed, its `fingerprint` given. */
  battleChecked: msg<{ turns: number; over: boolean; fingerprint: string }>(
    '{turns, plural, =0 {Battle turns: none rolled yet; the app rolls them from its sealed battle code.} other {{over, select, true {Battle turns ({turns}): every weather roll checked against its battle code (fingerprint {fingerprint}).} other {Battle turns so far ({turns}): every weather roll checked against the sealed battle code.}}}}',
  ),
  /** `why`: `physical` (the players roll their own dice) or `noCode` (the file has no battle code). */
  battleEntered: msg<{ turns: number; why: 'physical' | 'noCode' }>(
    '{turns, plural, =0 {Battle turns: none rolled yet; {why, select, physical {the players roll their own dice} other {this file has no battle code}}, so the weather rolls will be entered by the players, not checked.} other {Battle turns ({turns}): the weather rolls were entered by the players, not checked: {why, select, physical {the players roll their own dice} other {this file has no battle code}}.}}',
  ),
  typed: 'The game code was typed by a player: anyone who knew it could work out the hands and rolls in advance.',
  drawn: 'The file says the app drew the game code; no file can prove who chose it.',
  /** `appRules`: the app's own rules the game was played under, e.g. "app rules 2, Nov 2026" (issue 34). */
  rules: msg<{ edition: string; appRules: string; scale: string; hasProfile: boolean; profile: string }>(
    'Replayed under the {edition} edition ({appRules}), {scale} scale, {hasProfile, select, true {with the rules profile “{profile}”} other {with the rules as printed (no rules profile)}}.',
  ),
} as const);

const W = FILE_CHECK_WORDS;

/** The pre-battle's line: what was checked against the game code, and what the players entered. */
function preBattleLine(deals: ChanceCheck, rolls: ChanceCheck, typed: boolean): string {
  if (deals.kind === 'entered' && rolls.kind === 'entered') return deals.why === 'noCode' || rolls.why === 'noCode' ? W.preBattleNoCode : W.preBattleAllEntered;
  const fingerprint = deals.kind === 'checked' ? deals.fingerprint : rolls.kind === 'checked' ? rolls.fingerprint : null;
  const checked = (what: string, entered: string | null) =>
    W.preBattleChecked({ what, fingerprint: fingerprint ?? '', over: fingerprint !== null, typed, entered: entered ?? '', anyEntered: entered !== null });
  if (deals.kind === 'checked' && rolls.kind === 'checked') return checked(W.dealAndRoll, null);
  return deals.kind === 'checked' ? checked(W.deal, W.dice) : checked(W.roll, W.cards);
}

/** The battle turns' line: checked against the battle code, entered by the players, or not reached yet. */
function battleLine(battle: FileChecks['battle']): string {
  if (!battle) return W.battleNotYet;
  const { rolls, turns } = battle;
  return rolls.kind === 'checked'
    ? W.battleChecked({ turns, over: rolls.fingerprint !== null, fingerprint: rolls.fingerprint ?? '' })
    : W.battleEntered({ turns, why: rolls.why });
}

/**
 * What a game file proves, a line per part: the pre-battle, the battle turns, who chose the game code (when
 * anything was checked against it) and the rules the replay ran under. No line reads as checked for a part that was not.
 */
export function fileCheckLines(checks: FileChecks, scaleName: string): string[] {
  const { deals, rolls, seedSource } = checks.preBattle;
  const anyChecked = deals.kind === 'checked' || rolls.kind === 'checked';
  return [
    preBattleLine(deals, rolls, seedSource === 'typed'),
    battleLine(checks.battle),
    ...(anyChecked ? [seedSource === 'typed' ? W.typed : W.drawn] : []),
    W.rules({ edition: checks.edition, appRules: appRulesText(checks.rulesVersion), scale: scaleName, hasProfile: checks.profile !== null, profile: checks.profile ?? '' }),
  ];
}

/** What a replayed game proves, a line per part (issue 28), its scale named as the data names it. */
export function fileCheckTexts(rules: Rules, state: Parameters<typeof fileChecks>[0]): string[] {
  return fileCheckLines(fileChecks(state), rules.scales.scales.find((s) => s.id === state.setup.scale)?.name ?? state.setup.scale);
}

/** Why a game file does not open, in a player's words (the details under them name the field). */
export const FILE_OPEN_WORDS = catalogue({
  notJson: 'This file is not a game file: it is not valid JSON.',
  newer: msg<{ version: number; reads: number }>(
    'This game file was made by a newer version of the app (file version {version}; this one reads up to version {reads}). Update the app to open it.',
  ),
  newerRules: msg<{ version: number }>('This game is played under app rules {version}, made by a newer version of the app. Update the app to open it.'),
  /** `issues`: the profile's problems in words. */
  badProfile: msg<{ issues: string }>("The game file's rules profile cannot be used: {issues}"),
  /** `problems`: each of the setup's problems in words, joined by `separator`. */
  badSetup: msg<{ problems: string }>("The game file's setup is invalid: {problems}."),
  separator: '; ',
  /** `code`: the game code or the battle code in words; `expected` and `got`: the chance outcomes in words. */
  notFollowing: msg<{ number: number; code: string; expected: string; got: string }>(
    'Action {number} does not follow the {code}: the {code} gives {expected}, the file says {got}.',
  ),
  notAllowed: msg<{ number: number; why: string }>('Action {number} of the game file is not allowed: {why}'),
  noCodeUnfinished:
    'This game cannot go on from this file: the file has no game code, and its pre-battle is not over. The app deals and rolls the rest of the pre-battle from that code. (The file of a finished pre-battle opens without it, its deals and rolls marked as not checked.)',
} as const);
