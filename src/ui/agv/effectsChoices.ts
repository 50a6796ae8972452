import { create } from 'zustand';
import type { AgvFireKind, AgvMoveKind, AgvUnitType } from '../../packs/agv';

/** "All features": the feature choice that shows every feature for the unit type at once. */
export const ALL_FEATURES = 'all';

/** Whether the hand-to-hand round is the first after the charge (the advantage applies) or a later one. */
export type MeleeRound = 'first' | 'later';

/** The fire calculator's inputs, as typed and ticked. */
export interface FireChoices {
  dice: string;
  firer: AgvUnitType;
  /** The kind of fire when the firer is artillery. */
  artilleryFire: Exclude<AgvFireKind, 'missile'>;
  target: AgvUnitType;
  cover: readonly string[];
  allStandsCovered: boolean;
  firerIn: readonly string[];
  targetIn: readonly string[];
  beyond: readonly string[];
}

/** The hand-to-hand calculator's inputs, as typed and ticked. */
export interface MeleeChoices {
  dice: string;
  charger: AgvUnitType;
  defender: AgvUnitType;
  defending: readonly string[];
  round: MeleeRound;
  chargedThrough: readonly string[];
  chargerIn: readonly string[];
  defenderIn: readonly string[];
}

/** What the player chose on the terrain effects screen; kept while the app is open, so the reference and Back return to the same answers. */
export interface EffectsChoices {
  unit: AgvUnitType;
  /** A feature id, or `ALL_FEATURES`. */
  feature: string;
  /** The players marked the rough ground impassable. */
  marked: boolean;
  crossing: { features: readonly string[]; kind: AgvMoveKind; alongRoad: boolean };
  fire: FireChoices;
  melee: MeleeChoices;
}

const START: EffectsChoices = {
  unit: 'foot',
  feature: ALL_FEATURES,
  marked: false,
  crossing: { features: [], kind: 'move', alongRoad: false },
  fire: { dice: '6', firer: 'foot', artilleryFire: 'artillery', target: 'foot', cover: [], allStandsCovered: true, firerIn: [], targetIn: [], beyond: [] },
  melee: { dice: '6', charger: 'foot', defender: 'foot', defending: [], round: 'first', chargedThrough: [], chargerIn: [], defenderIn: [] },
};

/** The terrain effects screen's choices (no rules here: the pack answers from them). */
export const useEffectsChoices = create<EffectsChoices>(() => START);

/** Changes part of the choices. */
export function chooseEffects(change: Partial<Omit<EffectsChoices, 'crossing' | 'fire' | 'melee'>>): void {
  useEffectsChoices.setState(change);
}

/** Changes part of the movement check's inputs. */
export function chooseCrossing(change: Partial<EffectsChoices['crossing']>): void {
  useEffectsChoices.setState((s) => ({ crossing: { ...s.crossing, ...change } }));
}

/** Changes part of the fire calculator's inputs. */
export function chooseFire(change: Partial<FireChoices>): void {
  useEffectsChoices.setState((s) => ({ fire: { ...s.fire, ...change } }));
}

/** Changes part of the hand-to-hand calculator's inputs. */
export function chooseMelee(change: Partial<MeleeChoices>): void {
  useEffectsChoices.setState((s) => ({ melee: { ...s.melee, ...change } }));
}

