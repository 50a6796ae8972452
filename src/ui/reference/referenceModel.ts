import type { Rules } from '../../engine';
import { agvPack, type AgvPack, type PackLoad } from '../../packs/agv';
import { ccnPack, type CcnPack } from '../../packs/ccn';
import { GAME_WORDS, packDisabledText } from '../words/packs';
import { agvFacts, ccnFacts } from './packFacts';
import { referenceModelWith, type PackFacts, type ReferenceModel } from './referenceCore';

export * from './referenceCore';

/** The other games' data as loaded by their packs. */
export interface ReferencePacks {
  agv: PackLoad<AgvPack>;
  ccn: PackLoad<CcnPack>;
}

function packFacts<P>(game: 'agv' | 'ccn', load: PackLoad<P>, view: (pack: P) => Omit<PackFacts, 'disabled'>): PackFacts {
  if (load.ok) return { ...view(load.pack), disabled: null };
  const { body, details } = packDisabledText(game, load.error);
  return { title: GAME_WORDS[game].name, source: '', facts: [], disabled: { body, details } };
}

/** Builds the reference's view of the rules and the other games' packs (seeds 000-004); this module is the only one that loads the packs' data. */
export function referenceModel(rules: Rules, packs: ReferencePacks = { agv: agvPack(), ccn: ccnPack() }): ReferenceModel {
  return referenceModelWith(rules, {
    agv: packFacts('agv', packs.agv, ({ file }) => ({ title: file.title, source: file.source, facts: agvFacts(file) })),
    ccn: packFacts('ccn', packs.ccn, ({ file }) => ({ title: file.title, source: file.source, facts: ccnFacts(file) })),
  });
}
