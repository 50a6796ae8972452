import { GAME_CODE_WORDS } from './gameCode';
import { translate } from './translations';

translate('fr', GAME_CODE_WORDS, {
  title: 'Code de partie',
  typedInGame: 'Code de partie saisi par un joueur : les mains peuvent être connues',
  sealedInGame: 'Code de partie scellé · empreinte {fingerprint}',
  revealed: 'Code de partie :',
  fingerprint: 'empreinte {fingerprint}',
  check:
    'Chacun peut vérifier chaque jet et chaque distribution avec ce code de partie, et le code de partie avec l’empreinte montrée au début : exportez le fichier de partie, puis ouvrez-le dans l’application (Accueil, Ouvrir un fichier de partie).',
});
