import {
  LOG_FORMAT,
  LOG_VERSION,
  chanceAction,
  newGame,
  publicView,
  replay,
  replaying,
  rulesForSetup,
  CURRENT_RULES_VERSION,
  isFinished,
  seedFingerprint,
  PublicViewSchema,
  summary,
  type Action,
  type GameEvent,
  type GameLog,
  type GameState,
  type PublicView,
  type Refusal,
  type Rules,
  type Setup,
  type SetupErrors,
  usesSeed,
  withRulesVersion,
} from '../engine';
import { shareBase } from './base';
import { shareRefusal } from './refusal';
import { MAX_PAYLOAD_CHARS, decodePayload, encodePayload, fromBase64Url, type DecodeFailure } from './codec';
import { SHARED_PREFIX, pastedLink } from './fragment';
import {
  SEEDED,
  SHARE_TAG,
  fromSheetMarked,
  packAction,
  packSetup,
  unpackAction,
  unpackSetup,
  type GamePayload,
  type PackedAction,
  type SharePayload,
  type ViewPayload,
} from './payload';

/**
 * What a link carries: the whole `game` (replayable: a finished game with its revealed seed, or a game
 * played with the players' own cards and dice), or the room's `view` of an unfinished game whose cards
 * or dice come from the sealed seed.
 */
export type ShareKind = 'game' | 'view';

/**
 * Why no link is offered: a card is face down (`cardFaceDown`), the log does not replay (`badGame`), the
 * link would be too long to open (`tooLong`), or it could not be made here (`unsupported`, the screen's answer to a failure).
 */
export type ShareRefusal = 'cardFaceDown' | 'badGame' | 'tooLong' | 'unsupported';

/** The game to share: its setup and every action (a `GameLog` will do). */
export interface ShareRecord {
  setup: Setup;
  actions: readonly Action[];
}

export interface ShareOptions {
  /** The address the link points at (default: `shareBase()`, the address the app is served from or its public address). */
  base?: string;
  /** The link is a battle sheet's QR code: it opens the sheet (version 3 marks it). */
  sheet?: boolean;
}

export type ShareLinkResult = { ok: true; url: string; kind: ShareKind } | { ok: false; reason: ShareRefusal };



/** Which kind of link a game gives now: the whole game once the seed is revealed or when none is used, else the room's view. */
export function shareKind(state: GameState): ShareKind {
  return isFinished(state) || !usesSeed(state.setup) ? 'game' : 'view';
}

/**
 * The payload of a game at `state` after `actions`. A finished game with digital cards or dice carries
 * its revealed seed and leaves out what the seed draws (the receiver draws it again, so every roll is
 * checked); a game with the players' own cards and dice carries no seed; an unfinished game with
 * digital cards or dice carries only the public view and the seed's fingerprint.
 */
export function sharePayload(rules: Rules, state: GameState, actions: readonly Action[]): SharePayload {
  if (shareKind(state) === 'view') return viewPayload(state);
  // A finished game whose file had lost its seed travels without one, and opens marked unchecked as the file did.
  const withSeed = isFinished(state) && usesSeed(state.setup) && state.setup.seed !== undefined;
  const packed: PackedAction[] = [];
  const started = newGame(rules, state.setup);
  if (!started.ok) throw new Error('sharePayload: the setup of a replayed game is invalid');
  const run = replaying(rules, started.state);
  for (const action of actions) {
    const mine = packAction(action);
    const drawn = withSeed ? chanceAction(rules, run.state) : null;
    packed.push(drawn && JSON.stringify(packAction(drawn)) === JSON.stringify(mine) ? SEEDED : mine);
    const next = run.apply(action);
    if (!next.ok) throw new Error(`sharePayload: action ${packed.length - 1} of a replayed game was refused`);
  }
  return [SHARE_TAG, 'g', packSetup(state.setup, withSeed), packed] satisfies GamePayload;
}

/**
 * The view payload: the public view (no seed, hand, deck or face-down card) and, for a code the app drew,
 * the seed's public fingerprint. A typed code's fingerprint never travels (issue 28): a person's word can
 * be guessed from it, and with it both hands.
 */
export function viewPayload(state: GameState): ViewPayload {
  const { seed, seedSource } = state.setup;
  const fingerprint = usesSeed(state.setup) && seedSource === 'drawn' && seed !== undefined ? seedFingerprint(seed) : null;
  return [SHARE_TAG, 'v', fingerprint, publicView(state)];
}

/**
 * The share link of a game (issue 10): `<base>#/shared/<payload>`, in version 5 (deflated by the
 * browser's CompressionStream when that is shorter; a browser without it writes the bits as they are). Refused, with a reason, while a face-down card awaits its reveal.
 */
export async function shareLink(base: Rules, record: ShareRecord, options: ShareOptions = {}): Promise<ShareLinkResult> {
  const made = rulesForSetup(base, record.setup);
  if (!made.ok) return { ok: false, reason: 'badGame' };
  const rules = made.rules;
  const replayed = replay(rules, record.setup, record.actions);
  if (!replayed.ok) return { ok: false, reason: 'badGame' };
  const refusal = shareRefusal(replayed.state);
  if (refusal) return { ok: false, reason: refusal };
  const shared = sharePayload(rules, replayed.state, record.actions);
  const payload = options.sheet ? fromSheetMarked(shared) : shared;
  const text = await encodePayload(payload);
  if (text.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'tooLong' };
  return { ok: true, url: `${options.base ?? shareBase().base}${SHARED_PREFIX}${text}`, kind: payload[1] === 'g' ? 'game' : 'view' };
}

/** A shared battle that opened: the replayed game, or the room's view alone. */
export type SharedBattle =
  | {
      kind: 'game';
      /** The game as a log to continue: a fresh sealed seed when the link carried none (nothing depended on it). */
      log: GameLog;
      state: GameState;
      events: GameEvent[][];
      view: PublicView;
      /**
       * The seed came in the link (a finished game with digital cards or dice) and every roll and deal was drawn again from it;
       * false for the players' own cards and dice, and for a game that draws from a seed its file had lost (nothing checked).
       */
      seedChecked: boolean;
      /** The link is a battle sheet's QR code (version 3 marks it): it opens the sheet. */
      fromSheet: boolean;
    }
  | { kind: 'view'; view: PublicView; fingerprint: string | null; fromSheet: boolean };

/** Why a shared battle could not be opened: the link itself, the setup, or an action the rules refuse (with its number). */
export type ReadFailure =
  | { reason: DecodeFailure }
  | { reason: 'setupInvalid'; errors: SetupErrors }
  | { reason: 'refused'; index: number; error: Refusal; state: GameState };

export type ReadResult = { ok: true; battle: SharedBattle } | ({ ok: false } & ReadFailure);

/** 128 fresh bits for a game whose link carries no seed (both players' own cards and dice: nothing depends on it). */
function freshSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The first link version whose setup names the app rules its game is played under (a game link's and a view's). */
const NAMES_RULES_FROM = 3;

/**
 * A link's setup under the app rules its game was played under: a link of version 1 or 2 names none, so it is read
 * as a file's upgrade to log version 7 reads it (rules 1 with `legacyTerritoryPass`, which is dropped, else rules 2).
 */
function underItsRules(setup: unknown, namesRules: boolean): unknown {
  return !namesRules && typeof setup === 'object' && setup !== null && !Array.isArray(setup) ? withRulesVersion(setup as Record<string, unknown>) : setup;
}

/** Whether a setup names app rules newer than this app's: its link was made by a newer version of the app. */
function newerRules(setup: unknown): boolean {
  const version = typeof setup === 'object' && setup !== null ? (setup as { rulesVersion?: unknown }).rulesVersion : undefined;
  return typeof version === 'number' && version > CURRENT_RULES_VERSION;
}

function readGame(base: Rules, payload: GamePayload, namesRules: boolean): ReadResult {
  const [, , packedSetup, packed] = payload;
  const seedCarried = packedSetup[7] !== null;
  const drawsFromSeed = usesSeed({ cards: packedSetup[4] as Setup['cards'], dice: packedSetup[5] as Setup['dice'] });
  // A game that draws from its seed and came without one (its file had lost it) replays its draws unchecked (issue 28).
  const setup = underItsRules(unpackSetup(packedSetup, drawsFromSeed ? undefined : freshSeed()), namesRules);
  if (newerRules(setup)) return { ok: false, reason: 'newerVersion' };
  const made = rulesForSetup(base, setup);
  if (!made.ok) return { ok: false, reason: 'setupInvalid', errors: { profile: { code: 'invalid' } } };
  const rules = made.rules;
  const started = newGame(rules, setup);
  if (!started.ok) return { ok: false, reason: 'setupInvalid', errors: started.errors };
  // A seed travels only for a game that draws from it.
  if (seedCarried && !usesSeed(started.state.setup)) return { ok: false, reason: 'invalid' };
  // One replay that owns its states, so a link's battle turns replay in time linear in their number.
  const run = replaying(rules, started.state);
  const actions: Action[] = [];
  const events: GameEvent[][] = [];
  for (const [index, entry] of packed.entries()) {
    const action = entry === SEEDED ? (seedCarried ? chanceAction(rules, run.state) : null) : unpackAction(entry);
    if (!action) return { ok: false, reason: 'invalid' };
    const result = run.apply(action);
    if (!result.ok) return { ok: false, reason: 'refused', index, error: result.error, state: run.state };
    // The engine parsed the action: it is one.
    actions.push(action as Action);
    events.push(result.events);
  }
  const state = run.state;
  // A game that draws from its seed travels whole only once the pre-battle is over (before, its link is the room's view).
  if (usesSeed(state.setup) && !isFinished(state)) return { ok: false, reason: 'invalid' };
  if (shareRefusal(state)) return { ok: false, reason: 'invalid' };
  const log: GameLog = { format: LOG_FORMAT, version: LOG_VERSION, setup: state.setup, actions };
  return { ok: true, battle: { kind: 'game', log, state, events, view: publicView(state), seedChecked: seedCarried, fromSheet: payload[4] === 'sheet' } };
}

/** Whether the screens can show a view: its territory exists and the battle summary can be made from it. */
function showable(rules: Rules, view: PublicView): boolean {
  const onMap = (s: { row: number; col: number } | null) => s === null || (s.row >= 0 && s.row < 5 && s.col >= 0 && s.col < 5);
  if (!onMap(view.counter) || !view.days.every((d) => onMap(d.from) && onMap(d.to))) return false;
  try {
    summary(rules, view);
    return true;
  } catch {
    return false;
  }
}

/**
 * A view of an older link as today's view: one made before the word "step" replaced "phase" names the step it
 * shows `phase`, one made before log version 6 has no answers to deployment conditions (none were asked), and one of
 * link version 1 or 2 names no app rules (its setup is read under those it was played under, `underItsRules`).
 */
function upgradedView(view: unknown, namesRules: boolean): unknown {
  if (typeof view !== 'object' || view === null) return view;
  const { phase, ...rest } = view as Record<string, unknown>;
  return {
    ...rest,
    ...('stepId' in rest || phase === undefined ? {} : { stepId: phase }),
    ...('conditions' in rest ? {} : { conditions: [] }),
    ...('setup' in rest ? { setup: underItsRules(rest.setup, namesRules) } : {}),
  };
}

function readView(base: Rules, payload: ViewPayload, namesRules: boolean): ReadResult {
  const view = upgradedView(payload[3], namesRules);
  if (typeof view === 'object' && view !== null && newerRules((view as { setup?: unknown }).setup)) return { ok: false, reason: 'newerVersion' };
  const parsed = PublicViewSchema.safeParse(view);
  const made = parsed.success ? rulesForSetup(base, parsed.data.setup) : null;
  if (!parsed.success || !made?.ok || !showable(made.rules, parsed.data)) return { ok: false, reason: 'invalid' };
  return { ok: true, battle: { kind: 'view', view: parsed.data, fingerprint: payload[2], fromSheet: payload[4] === 'sheet' } };
}

/**
 * Opens a shared battle from a pasted link, its fragment or its payload: decodes it, then replays a game
 * (drawing again from the revealed seed every roll and deal it leaves out) or checks a view against the
 * public view's schema. A tampered, truncated or foreign link gives a reason; it never throws.
 */
export async function readShared(rules: Rules, text: string): Promise<ReadResult> {
  const pasted = pastedLink(text);
  if (pasted.kind !== 'payload') return { ok: false, reason: pasted.kind };
  const decoded = await decodePayload(pasted.payload);
  if (!decoded.ok) return { ok: false, reason: decoded.reason };
  try {
    // The link's version byte (its envelope opened): from version 3 the setup names its app rules.
    const namesRules = (fromBase64Url(pasted.payload)?.[0] ?? 0) >= NAMES_RULES_FROM;
    return decoded.value[1] === 'g' ? readGame(rules, decoded.value, namesRules) : readView(rules, decoded.value, namesRules);
  } catch {
    // A rule that throws on a strange but well-formed link is still only a link that cannot be shown.
    return { ok: false, reason: 'invalid' };
  }
}
