import { RESULT_WORDS } from './results';
import { translate } from './translations';

translate('fr', RESULT_WORDS, {
  territory: { title: 'La lutte pour le territoire : résultat', lead: 'Les deux cartes sont face visible :', goOn: 'Passer au choix du territoire' },
  placement: { title: 'Terrain placé par les dés', lead: 'Placez ces éléments sur la table comme les dés l’indiquent, dans cet ordre :', goOn: 'Éléments placés : continuer' },
  weather: { title: 'La météo : résultat', lead: 'La météo de la bataille :', goOn: 'Passer à la reconnaissance' },
  scouting: { title: 'Reconnaissance : résultat', lead: 'Les cartes de reconnaissance sont comparées :', goOn: 'Passer au déploiement' },
});
