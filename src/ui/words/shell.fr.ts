import { SHELL_WORDS } from './shell';
import { translate } from './translations';

translate('fr', SHELL_WORDS, {
  loading: 'Chargement…',
  partFailed: 'Cette partie de l’application n’a pas pu se charger : connectez-vous une fois à Internet, puis réessayez.',
  tryAgain: 'Réessayer',
  rulesButton: 'Règles',
  savedGames: 'Vos parties',
  lookingForGames: 'Recherche de vos parties enregistrées…',
  noSavedGames: 'Aucune partie enregistrée pour l’instant. Une nouvelle pré-bataille ou un fichier de partie ouvert s’ajoute ici.',
  iosHint:
    'Sur iPhone et iPad, Safari efface les parties enregistrées au bout de 7 jours, sauf si vous ajoutez cette application à l’écran d’accueil : touchez Partager, puis « Sur l’écran d’accueil ».',
  iosHintSeen: 'Compris',
  updateReady: 'Une nouvelle version est prête. Votre partie est enregistrée ; rechargez entre deux étapes.',
  updateReadySaveFailed:
    'Une nouvelle version est prête, mais le dernier enregistrement de votre partie a échoué : recharger maintenant ferait perdre les coups joués depuis le dernier enregistrement réussi. Enregistrez d’abord le fichier de partie, puis rechargez.',
  saveFile: 'Enregistrer le fichier de partie',
  saving: 'Enregistrement de la partie…',
  reload: 'Recharger',
  reloadAnyway: 'Recharger quand même',
  later: 'Plus tard',
  offlineReady: 'Prête à fonctionner hors ligne.',
  ok: 'OK',
  theme: 'Thème : {theme}',
  themes: { system: 'Système', light: 'Clair', dark: 'Sombre' },
});
