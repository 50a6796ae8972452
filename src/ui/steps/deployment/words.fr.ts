import { translate } from '../../words/translations';
import { DEPLOYMENT_WORDS } from './words';

translate('fr', DEPLOYMENT_WORDS, {
  scouting: 'Reconnaissance : {invader} {invaderTotal} %, {defender} {defenderTotal} %.',
  both: 'Les deux joueurs',
  who: '{player} ({side})',
  done: 'Fait',
  showAgain: 'Revoir ses instructions',
  allDone: 'Déploiement terminé',
  batchDone: 'Fait : {batch}',
  explainOutscouted:
    '{loser}, surpassé de {by} % en reconnaissance, place d’abord son camp et {whole, select, true {toute son armée} other {{by} % de son armée}}, sous les yeux de {winner} ; puis {winner} autant ; puis chacun un tiers à tour de rôle.',
  explainEven:
    'Personne n’est surpassé en reconnaissance : {defender} (défenseur) place un tiers de son armée en premier, puis {invader} (envahisseur), en alternant les tiers.',
});
