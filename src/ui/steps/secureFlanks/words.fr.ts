import { translate } from '../../words/translations';
import { SECURE_FLANKS_WORDS } from './words';

translate('fr', SECURE_FLANKS_WORDS, {
  deepWater: '{defender} (défenseur) place le flanc d’eau profonde le long d’un bord latéral, sur au plus {depth} dans la table.',
  along: 'Sur {edge}',
  depthLabel: 'Jusqu’où elle s’étend dans la table ({unit})',
  depthHint: 'Les {max} entiers, à moins que l’eau sur votre table soit moins profonde.',
  depthWrong: 'Indiquez une profondeur supérieure à 0 et d’au plus {max}.',
  size: 'carré de {min} à carré de {max}',
  noneLeft: '{player} ({side}) n’a plus de terrain de flanc sécurisé (chaque option a atteint son plafond).',
  skip: 'Continuer sans élément de flanc',
  places:
    '{player} ({side}) place un élément de terrain de flanc sécurisé de la taille {secureFlankSized, select, true {d’un flanc sécurisé} other {d’un élément obligatoire}} ({size}',
  onOwnHalf:
    ') dans sa propre moitié{inSector, select, true {, dans le même secteur de flanc que le défenseur : {sector}} other {}}. L’adversaire ne le déplace jamais.',
  inSector: '{terrain}{inSector, select, true { dans {sector}} other {}}',
  explainDeepWater:
    'L’eau profonde ferme un bord latéral de la table : rien ne peut contourner ce flanc. {defender} (défenseur) choisit quel bord.',
  explainPieces:
    'Un flanc sécurisé protège un bord latéral : {defender} (défenseur) place un élément dans un secteur de flanc, puis {invader} (envahisseur) un autre dans le même secteur, chacun dans sa propre moitié ; l’adversaire ne les déplace jamais.',
});
