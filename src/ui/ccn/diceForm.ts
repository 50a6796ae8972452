import { CCN_UNIT_KINDS, battleDiceWith, type CcnBattleDice, type CcnBattleDiceInput, type CcnPack, type CcnUnitKind } from '../../packs/ccn';

/** A hex as the form holds it: its main terrain (or `clear`) and the terrain sharing it (Field Works on a Hill, a Bridge over a River). */
export interface DiceHex {
  main: string;
  extras: readonly string[];
}

/** Everything the calculator asks, as typed: the dice stay text so a half-typed number is kept and explained. */
export interface DiceForm {
  unit: CcnUnitKind;
  dice: string;
  charge: boolean;
  from: DiceHex;
  moved: boolean;
  to: DiceHex;
  /** The target's unit type, or '' when not given. */
  target: CcnUnitKind | '';
  combat: 'melee' | 'ranged';
  across: boolean;
}

/** A terrain the form offers for a hex, with the terrain that may share the hex with it. */
export interface TerrainChoice {
  id: string;
  name: string;
  /** `over`: the companion lies over this terrain (Field Works on a Hill); else this terrain lies over it (a Bridge over a River). */
  companions: readonly { id: string; name: string; over: boolean }[];
}

/** The most dice the form accepts in the open. */
export const MAX_DICE = 12;

/** The form a player meets first: infantry with 4 dice in melee, both hexes clear. */
export const DEFAULT_FORM: DiceForm = {
  unit: 'infantry',
  dice: '4',
  charge: false,
  from: { main: 'clear', extras: [] },
  moved: false,
  to: { main: 'clear', extras: [] },
  target: '',
  combat: 'melee',
  across: true,
};

/**
 * The terrain the pack knows, in its order; each lists every terrain it may share a hex with (data
 * `combinesWith`, either way round), so the target can be Field Works on a Hill or a Bridge over a River
 * whichever of the two a player looks for first, as on the sight board (issue 29). Of two terrain sharing a
 * hex, the one later in the data lies over the other (Field Works on the Hill, the Bridge over the River).
 */
export function terrainChoices(pack: CcnPack): TerrainChoice[] {
  const all = pack.file.terrain;
  const index = (id: string) => all.findIndex((o) => o.id === id);
  return all.map((t, i) => {
    const partners = new Set([...t.combinesWith, ...all.filter((o) => o.combinesWith.includes(t.id)).map((o) => o.id)]);
    return {
      id: t.id,
      name: t.name,
      companions: [...partners].filter((id) => index(id) >= 0).map((id) => ({ id, name: pack.terrain.get(id)?.name ?? id, over: index(id) > i })),
    };
  });
}

/** The terrain ids of a hex as the pack takes them. */
export function hexIds(hex: DiceHex): string[] {
  return hex.main === 'clear' ? ['clear'] : [hex.main, ...hex.extras];
}

/** The dice typed in the open as a number, or why they are not one (`empty`, `notWhole`). */
export function readDice(text: string): { ok: true; dice: number } | { ok: false; problem: 'empty' | 'notWhole' } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_DICE) return { ok: false, problem: 'notWhole' };
  return { ok: true, dice: Number(trimmed) };
}

const terrainOf = (pack: CcnPack, form: DiceForm) => [...hexIds(form.from), ...hexIds(form.to)].flatMap((id) => pack.terrain.get(id) ?? []);

/** The names of the hexside terrain (Field Works) on either hex: the form then asks whether the battle crosses it. */
export function hexsideNames(pack: CcnPack, form: DiceForm): string[] {
  return [...new Set(terrainOf(pack, form).filter((t) => t.movement.trigger === 'crossHexside').map((t) => t.name))];
}

/** Whether the target's hex has terrain that lets a defender ignore flags: the form then asks the target's type. */
export function targetMayIgnoreFlags(pack: CcnPack, form: DiceForm): boolean {
  return hexIds(form.to).some((id) => pack.terrain.get(id)?.battle.ignoreFlags);
}

/** Where the target stands against high ground (Hill), by the pack's reading of up and down hill, and the hill's name. */
export function hillSituation(pack: CcnPack, form: DiceForm): { kind: 'hillToHill' | 'targetUpHill' | 'targetDownHill'; hill: string } | null {
  const high = (hex: DiceHex) => hexIds(hex).flatMap((id) => pack.terrain.get(id) ?? []).find((t) => t.lineOfSight.elevation);
  const from = high(form.from);
  const to = high(form.to);
  if (from && to) return { kind: 'hillToHill', hill: to.name };
  if (to) return { kind: 'targetUpHill', hill: to.name };
  if (from) return { kind: 'targetDownHill', hill: from.name };
  return null;
}

/** A hex's terrain in the data's order, so a hex reads the same whichever of its terrain was picked first. */
function inDataOrder(pack: CcnPack, ids: readonly string[]): string[] {
  const at = (id: string) => pack.file.terrain.findIndex((t) => t.id === id);
  return [...ids].sort((a, b) => at(a) - at(b));
}

/** The question for the pack; only the fields the form shows are sent (the Charge card for cavalry, the target's type where flags count). */
export function diceInput(pack: CcnPack, form: DiceForm, dice: number): CcnBattleDiceInput {
  return {
    attacker: form.unit,
    from: inDataOrder(pack, hexIds(form.from)) as CcnBattleDiceInput['from'],
    to: inDataOrder(pack, hexIds(form.to)) as CcnBattleDiceInput['to'],
    combat: form.combat,
    dice,
    movedOnto: form.moved,
    ...(hexsideNames(pack, form).length > 0 ? { acrossFieldWorks: form.across } : {}),
    ...(form.unit === 'cavalry' ? { cavalryCharge: form.charge } : {}),
    ...(form.target && targetMayIgnoreFlags(pack, form) ? { target: form.target } : {}),
  };
}

/** What the calculator shows: the pack's answer, a refusal in its words, or a pointer to the dice field. */
export type DiceOutcome =
  | { kind: 'answer'; open: number; result: CcnBattleDice }
  | { kind: 'refused'; error: string }
  | { kind: 'needsDice'; problem: 'empty' | 'notWhole' };

/** Asks the pack about the form, once the dice in the open are a number. */
export function diceOutcome(pack: CcnPack, form: DiceForm): DiceOutcome {
  const dice = readDice(form.dice);
  if (!dice.ok) return { kind: 'needsDice', problem: dice.problem };
  const result = battleDiceWith(pack, diceInput(pack, form, dice.dice));
  return result.ok ? { kind: 'answer', open: dice.dice, result } : { kind: 'refused', error: result.error };
}

const isUnit = (v: string | undefined): v is CcnUnitKind => CCN_UNIT_KINDS.some((u) => u === v);

function readHex(choices: readonly TerrainChoice[], main: string | undefined, extras: string | undefined, fallback: DiceHex): DiceHex {
  if (main === 'clear') return { main, extras: [] };
  const choice = choices.find((c) => c.id === main);
  if (!choice) return fallback;
  const wanted = (extras ?? '').split(',');
  return { main: choice.id, extras: choice.companions.filter((c) => wanted.includes(c.id)).map((c) => c.id) };
}

/** The form kept in the address (so a reload or Back keeps it); anything unknown falls back to the default. */
export function formFromParams(pack: CcnPack, params: Readonly<Record<string, string>>): DiceForm {
  const choices = terrainChoices(pack);
  const d = DEFAULT_FORM;
  return {
    unit: isUnit(params.unit) ? params.unit : d.unit,
    dice: params.dice ?? d.dice,
    charge: params.charge === '1',
    from: readHex(choices, params.from, params.fromWith, d.from),
    moved: params.moved === '1',
    to: readHex(choices, params.to, params.toWith, d.to),
    target: isUnit(params.target) ? params.target : '',
    combat: params.combat === 'ranged' ? 'ranged' : 'melee',
    across: params.across !== '0',
  };
}

/** The address parameters of a form, read back by `formFromParams`. */
export function formParams(form: DiceForm): Record<string, string> {
  return {
    unit: form.unit,
    dice: form.dice,
    from: form.from.main,
    ...(form.from.extras.length ? { fromWith: form.from.extras.join(',') } : {}),
    ...(form.moved ? { moved: '1' } : {}),
    to: form.to.main,
    ...(form.to.extras.length ? { toWith: form.to.extras.join(',') } : {}),
    ...(form.target ? { target: form.target } : {}),
    combat: form.combat,
    ...(form.across ? {} : { across: '0' }),
    ...(form.charge ? { charge: '1' } : {}),
  };
}
