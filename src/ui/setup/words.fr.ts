import { translate } from '../words/translations';
import { ARMY_WORDS, EVENT_CODE_WORDS, ODDS_FIELD_WORDS, SEED_FIELD_WORDS, SETUP_SCREEN_WORDS, TOURNAMENT_WORDS } from './words';

translate('fr', SETUP_SCREEN_WORDS, {
  title: 'Nouvelle pré-bataille',
  rules: 'Règles',
  edition: 'Édition',
  scale: 'Échelle',
  scaleOption: '{name} (distances en {unit})',
  tableWidth: 'Largeur de la table (cm)',
  tableDefault: 'Par défaut pour {scale} : une hypothèse, absente des sources.',
  tableDepth: 'Profondeur de la table (cm)',
  baseWidth: 'Largeur de socle (mm)',
  cards: 'Cartes PBS et de reconnaissance',
  cardsDigital: 'Numériques : l’application mélange et distribue',
  dice: 'Dés',
  diceDigital: 'Numériques : l’application lance les dés',
  physical: 'Physiques : nous utilisons les nôtres et saisissons les résultats',
  curtainTitle: 'Ce que protège le rideau.',
  curtainNote:
    'En mode numérique, le rideau cache chaque main aux yeux de l’autre joueur pendant que l’ordinateur passe de l’un à l’autre. L’ordinateur lui-même garde le code de partie scellé, car les parties enregistrées en ont besoin pour reprendre : quelqu’un qui ouvre le stockage du navigateur (ses outils de développement) peut le lire, et avec lui chaque main et chaque jet à venir. Pour un tournoi où cela compte, utilisez des cartes et des dés physiques, ou confiez l’ordinateur à un arbitre.',
  player: 'Joueur {n}',
  whose: '{player} : {problem}',
  playerName: 'Nom du joueur',
  start: 'Commencer la pré-bataille',
  mayNotKeepTitle: 'Ce navigateur risque de ne pas garder votre partie.',
  mayNotKeep:
    'Dans une fenêtre de navigation privée, ou quand le navigateur n’a pas accepté de conserver le stockage de ce site (Safari refuse souvent), une partie enregistrée peut être perdue à la fermeture de la fenêtre ou quand l’espace manque. Pour garder une partie, exportez son fichier depuis le menu de la partie (« Exporter le fichier de partie ») et rouvrez-le avec « Ouvrir un fichier de partie » sur l’écran d’accueil.',
  back: 'Retour',
});

translate('fr', ARMY_WORDS, {
  name: 'Nom de l’armée',
  rating: 'Valeur du général en chef',
  ratingHint: 'Détermine le dé du jet d’initiative (source {source}).',
  ratings: {
    legendary: 'Légendaire (dé rouge, R)',
    talented: 'Talentueux (dé jaune, J)',
    competent: 'Compétent (dé vert, V)',
    mediocre: 'Médiocre (dé blanc, B)',
  },
  pbsCards: 'Cartes PBS',
  fromList: 'D’après la liste d’armée.',
  scoutingCards: 'Cartes de reconnaissance',
  scoutingHint: 'D’après la liste d’armée ; les cartes PBS conservées comptent dedans.',
  tugs: 'Nombre de {unit} dans l’armée',
  territories: 'Territoires proposés en défense',
  deploysFirst: 'Troupes qui se déploient en premier',
  first: {
    batteries: '{unit} de batterie',
    barricades: '{unit} avec barricades',
    battleWagons: 'Chariots de guerre',
    redoubts: '{unit} avec redoutes',
    expendables: 'Troupes sacrifiables',
  },
});

translate('fr', TOURNAMENT_WORDS, {
  legend: 'Partie de tournoi (facultatif)',
  hint: 'Dans un tournoi : son nom, la ronde et votre table. Ils figurent dans le fichier de la partie, son lien de partage et sa feuille de bataille, pour que l’arbitre puisse situer votre partie. Le profil de règles du tournoi se choisit plus haut.',
  event: 'Nom du tournoi',
  eventHint: 'Jusqu’à 24 lettres, comme l’arbitre l’écrit.',
  round: 'Ronde',
  roundHint: 'De 1 à 99.',
  table: 'Numéro de table',
  tableHint: 'De 1 à 999.',
  whose: 'Tournoi',
  fromLink: 'Rempli d’après le lien du tournoi {event} : le tournoi, la ronde et son profil de règles. Saisissez vos noms, vos armées et votre numéro de table.',
  opening: 'Ouverture du lien du tournoi…',
  cannotOpen: 'Ce lien de tournoi ne peut pas être ouvert',
  reasons: {
    empty: 'Le lien est vide.',
    notALink: 'Ce n’est pas un lien de tournoi de l’Assistant de pré-bataille.',
    damaged:
      'Le lien est abîmé : un caractère est modifié ou manquant (il a peut-être été coupé lors de la copie). Redemandez le lien à l’arbitre, ou scannez le QR code du tournoi.',
    newerVersion: 'Ce lien de tournoi a été créé par une version plus récente de l’application : mettez à jour l’application (rechargez la page), puis rouvrez-le.',
    invalid: 'Le lien est complet mais ne contient aucun tournoi que cette application sache lire.',
    unsupported: 'Ce navigateur ne sait pas décompresser le lien. Mettez à jour le navigateur, ou saisissez le tournoi vous-même à la création de la partie.',
  },
  nothingChanged: 'Rien n’a été modifié sur cet appareil. Vous pouvez quand même commencer la partie et saisir le tournoi vous-même.',
  setupAnyway: 'Nouvelle pré-bataille sans le lien',
});

translate('fr', EVENT_CODE_WORDS, {
  title: 'Lien du tournoi',
  hint: 'Chaque table scanne ce code (ou ouvre le lien) pour commencer sa partie avec le nom du tournoi, la ronde et le profil de règles déjà remplis ; les joueurs saisissent leurs noms et leur numéro de table.',
  qrName: 'QR code du lien du tournoi {event}',
  qrTooLong: 'Ce lien de tournoi est trop long pour un QR code : envoyez le lien lui-même.',
  link: 'Lien vers le tournoi',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  notCopied: 'Le navigateur a refusé de copier : le lien est sélectionné, copiez-le vous-même.',
  making: 'Création du lien du tournoi…',
});

translate('fr', SEED_FIELD_WORDS, {
  sealedAtSetup: 'Code de partie : tiré par l’application et scellé jusqu’à la fin. Empreinte : {fingerprint}',
  typeInstead: 'Saisir plutôt un code de partie (entraînement, rejouer une bataille connue)',
  typedLabel: 'Votre code de partie',
  typedHint: 'Quiconque connaît ce code de partie peut retrouver les mains des deux joueurs et chaque jet.',
  notUsed: 'Vos propres cartes et dés décident : aucun code de partie n’est utilisé.',
});

translate('fr', ODDS_FIELD_WORDS, {
  setupLabel: 'Afficher les probabilités de chaque choix',
  setupHint:
    'Des chances en pourcentage pour le joueur qui tient l’ordinateur, d’après ce que ce joueur peut savoir (jamais l’autre main ni l’ordre du paquet). Des faits, pas des conseils ; les deux joueurs voient si les probabilités sont affichées.',
});
