import type { Rules } from './rules';
import { houseRule } from './profile/apply';
import { scaleDistance } from './schema/scales';
import { parseScaledText, type ScaledTextPart } from './schema/scaledText';
import type { Setup } from './schema/setup';
import { scaleOf, sizeIn, tableDistances } from './table/distances';

type ScaleChoice = Pick<Setup, 'edition' | 'scale'>;

/** One distance of a rules text in the game's scale: what the seed prints (Maximus BW) and what the scale makes of it. */
export interface SaidDistance {
  kind: 'distance';
  /** The numbers as printed (one, or two for a range such as ">6-10 BW"), in Maximus BW. */
  printed: readonly number[];
  /** The same numbers in the game's scale and unit. */
  value: readonly number[];
  unit: 'BW' | 'HBW';
  /** The game's scale, by name ("Magna"). */
  scaleName: string;
  /** The scale changed a number (Magna's starred values and piece sizes). */
  reduced: boolean;
  /** A rules profile replaced the printed number (the value is the house rule's). */
  house: boolean;
  /** The Pacto sheet prints this one in BW too; read as the same number in HBW (`Scale.pactoBwReading`). */
  pactoPrintsBw: boolean;
}

/** A rules text in the game's scale: its words, and its distances with their values. */
export type SaidPart = { kind: 'words'; text: string } | SaidDistance;

function said(rules: Rules, setup: ScaleChoice, part: Exclude<ScaledTextPart, { kind: 'words' }>): SaidDistance {
  const scale = scaleOf(rules, setup);
  const base = { kind: 'distance' as const, unit: scale.unit, scaleName: scale.name, pactoPrintsBw: part.pactoPrintsBw && scale.id === 'pacto' };
  if (part.kind === 'key') {
    const row = tableDistances(rules, setup).find((d) => d.key === part.key);
    if (!row) throw new Error(`the ${setup.edition} edition has no "${part.key}" distance`);
    const house = houseRule(rules, setup.edition, part.key);
    const printed = typeof house?.seed === 'number' ? house.seed : row.printed;
    return { ...base, printed: [printed], value: [row.value], reduced: row.value !== row.printed, house: house !== null };
  }
  const convert = (n: number) => (part.kind === 'size' ? sizeIn(rules, setup, n) : part.kind === 'star' ? scaleDistance(scale, n) : n);
  const value = part.printed.map((n) => Math.round(convert(n) * 100) / 100);
  return { ...base, printed: part.printed, value, reduced: value.some((v, i) => v !== part.printed[i]), house: false };
}

/**
 * A rules text (distances as tokens, see `ScaledTextSchema`) with each distance in the game's scale
 * (RULES-NOTES section 2; seed 002 MAGNA and PACTO notes): the same numbers in HBW for Pacto, Magna's
 * starred values and piece sizes reduced to 2/3 rounded up, the rest as printed.
 */
export function scaledText(rules: Rules, setup: ScaleChoice, text: string): SaidPart[] {
  const parsed = parseScaledText(text);
  if (!parsed.ok) throw new Error(`a rules text is not a scaled text: ${parsed.problem}`);
  return parsed.parts.map((part) => (part.kind === 'words' ? part : said(rules, setup, part)));
}
