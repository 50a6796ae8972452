import { REFUSAL_WORDS } from './refusals';
import { translate } from './translations';

translate('fr', REFUSAL_WORDS, {
  code: { battleDice: 'code de bataille', game: 'code de partie' },
  core: {
    invalidAction: 'Cette action est inconnue de l’application.',
    wrongStep: 'Étape en cours : {step}. Ce n’est pas le moment de cela.',
    notInForce: 'Cette action ne fait pas partie des règles de cette partie ({rules}).',
    notYourTurn: 'C’est au tour de {turn}.',
    chanceMismatch: 'Cela ne suit pas le {code} : le {code} donne {expected}, le journal dit {got}.',
    automaticLimit:
      'L’application a lancé ou distribué {most} fois d’elle-même pendant l’étape « {step} » sans arriver au tour d’un joueur : elle s’est arrêtée sans rien enregistrer, car les dés du profil de règles ne peuvent jamais donner deux résultats différents. Commencez une nouvelle partie avec un profil dont les dés peuvent différer.',
  },
});
