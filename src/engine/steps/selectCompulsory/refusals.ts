import type { Category } from '../../schema/vocab';

/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface SelectCompulsoryRefusals {
  notInTerrainTable: { terrain: string; territory: string };
  impassableNotAllowed: { density: string; source: string };
  declarationNotAllowed: { terrain: string; status: 'dangerous' | 'impassable' };
  declarationLimit: { terrain: string; status: 'dangerous' | 'impassable'; max: number; source: string };
  capReached: { terrain: string[]; max: number; source: string };
  perSettlementCap: { terrain: string; source: string };
  categoryFull: { category: Category; density: string; source: string };
}
