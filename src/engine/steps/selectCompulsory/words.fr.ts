import { stepTranslation } from '../../messages';
import { selectCompulsoryWords } from './words';

/** selectCompulsory: its messages in French (words.ts has the English they translate). */
export default stepTranslation(selectCompulsoryWords, {
  events: {
    terrainSelected: '{side, who} choisit {terrain, terrain} ({kind, pieceKind}){declared, select, null {} other {, déclaré {declared, declared}}}.',
  },
  refusals: {
    notInTerrainTable: '{terrain, terrain} ne figure pas dans la table de terrain {territory, territory}.',
    impassableNotAllowed: 'Pas de terrain infranchissable en densité {density, density} ({source}).',
    declarationNotAllowed: '{terrain, terrain} ne peut pas être déclaré {status, declared} ici.',
    declarationLimit: '{max, plural, one {Un seul {terrain, terrain} peut} other {Seuls # {terrain, terrain} peuvent}} être déclarés {status, declared} ({source}).',
    capReached: 'Au plus {max} {terrain, terrain, and} sur la table ({source}).',
    perSettlementCap: '{terrain, terrain} : au plus 1 par ville ou village déjà posé ({source}).',
    categoryFull: 'Le terrain obligatoire compte déjà tous les éléments {category, category} qu’exige la densité {density, density} ({source}).',
  },
  chance: {},
});
