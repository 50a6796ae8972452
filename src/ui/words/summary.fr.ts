import { SUMMARY_WORDS } from './summary';
import { translate } from './translations';

translate('fr', SUMMARY_WORDS, {
  notPlaced: 'Pas encore placé',
  byDie: 'Dé {die} : {where}{touchesEdge, select, true {, touchant un bord de table} other {}}',
  secureFlank: 'Flanc sécurisé, {where}',
  contiguous: 'Sans jet de dé, contigu',
  touching: 'Sans jet de dé, en contact',
  cannotBeMoved: 'Ne peut pas être déplacé',
  notRolled: 'Pas encore lancé',
  opponentDie: 'Dé {die}',
  opponentOutcome: 'Dé {die} : {outcome}',
  deepWaterAlong: 'Eau profonde sur {edge}{given, select, true {, sur {deep} de profondeur} other {}}',
  deepWaterNoEdge: 'Eau profonde{given, select, true {, sur {deep} de profondeur} other {}}, bord pas encore choisi',
  piecesIn: 'Éléments dans {sector}',
  piecesNoSector: 'Éléments, secteur pas encore choisi',
  none: 'Aucun',
  notDecided: 'Pas encore décidé',
  side: '{player} : {army} ({rating}, {count} {unit})',
  notChosen: 'Pas encore choisi',
  square: '{territory}, rangée {row} colonne {column}, {density}',
  weather:
    '{season} : {weather} (dés {die1} et {die2}{sign, select, zero {} plus {, +{by} ({season})} other {, -{by} ({season})}} : score {score}{changeable, select, true {, changeante} other {}}){hasEffects, select, true {. Effets : « {effects} ».} other {.}}',
  notYet: 'Pas encore',
  scouting:
    '{invader} {invaderTotal} %, {defender} {defenderTotal} % ; {nobody, select, true {personne n’est surpassé en reconnaissance} other {{outscouted} surpassé en reconnaissance de {by} %}}',
});
