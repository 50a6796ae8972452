import { translate } from '../words/translations';
import {
  DECODE_WORDS,
  SHARE_ADDRESS_WORDS,
  SHARE_KIND_WORDS,
  SHARE_LINK_WORDS,
  SHARE_REFUSAL_WORDS,
  SHARED_OPENING_WORDS,
  SHARED_SHEET_WORDS,
  SHARED_STATUS_WORDS,
} from './words';

translate('fr', SHARE_REFUSAL_WORDS, {
  cardFaceDown: 'Pas de lien tant qu’une carte est face cachée : partagez la bataille une fois les deux cartes révélées.',
  badGame: 'Cette partie ne peut pas être partagée : son historique ne se rejoue plus dans cette version de l’application.',
  tooLong: 'Cette partie est trop longue pour tenir dans un lien. Exportez le fichier de partie et envoyez-le à la place.',
  unsupported: 'Ce navigateur ne sait pas créer de liens de partage. Mettez-le à jour, ou exportez le fichier de partie et envoyez-le à la place.',
});

translate('fr', SHARE_ADDRESS_WORDS, {
  notLoaded: 'Le lien de partage n’a pas pu se charger : connectez-vous une fois à Internet, puis refaites le lien.',
  local:
    'Ce lien pointe vers cet ordinateur, il ne s’ouvre donc qu’ici. Saisissez l’adresse publique de cette application pour créer des liens qui s’ouvrent sur d’autres appareils.',
  publicLabel: 'Adresse publique de cette application',
  publicError: 'Saisissez une adresse web complète, comme https://example.org/pre-battle/.',
  publicPlaceholder: 'https://',
  save: 'Enregistrer l’adresse',
});

translate('fr', SHARE_KIND_WORDS, {
  game: 'Le lien contient toute la partie : qui l’ouvre voit la bataille et peut en continuer une copie.',
  view: 'Le lien montre la bataille où elle en est, telle que la salle la voit. Il ne contient ni main, ni paquet, ni code de partie scellé.',
});

translate('fr', DECODE_WORDS, {
  empty: 'Collez d’abord un lien de partage.',
  notALink:
    'Ce n’est pas un lien de partage de l’Assistant de pré-bataille. Un lien de partage contient « #/shared/ » suivi de lettres et de chiffres.',
  tooLong: 'Ce lien est trop long pour une bataille partagée ; l’application ne l’ouvre pas.',
  damaged:
    'Ce lien est abîmé : une partie manque ou a été modifiée, peut-être lors de la copie. Redemandez le lien et copiez-le en entier.',
  newerVersion:
    'Ce lien a été créé par une version plus récente de l’Assistant de pré-bataille. Mettez l’application à jour (rechargez-la en ligne) pour l’ouvrir.',
  olderVersion: 'Ce lien a été créé par une ancienne version de l’Assistant de pré-bataille que cette version ne lit plus.',
  foreign: 'Ce lien contient autre chose qu’une bataille partagée de l’Assistant de pré-bataille.',
  invalid:
    'Ce lien a été créé par l’Assistant de pré-bataille, mais son contenu n’est pas une bataille que l’application peut montrer : il a sans doute été modifié à la main.',
  unsupported: 'Ce navigateur ne sait pas ouvrir les liens de partage. Mettez-le à jour, ou demandez plutôt le fichier de partie.',
});

translate('fr', SHARED_STATUS_WORDS, {
  title: 'Bataille partagée : {first} ({firstArmy}) contre {second} ({secondArmy})',
  status:
    '{done, select, true {La pré-bataille est terminée.} other {La pré-bataille n’est pas encore terminée.}} {kind, select, view {Voici la bataille telle que la salle la voyait quand le lien a été créé.} checked {{what, select, rollsAndDeals {Chaque jet et chaque donne de la pré-bataille ont été tirés} rolls {Chaque jet de la pré-bataille a été tiré} other {Chaque donne de la pré-bataille a été tirée}} à nouveau depuis le code de partie révélé, et chaque choix rejoué selon les règles.{battle, select, true { {turns, plural, one {Le jet de météo de la bataille (# tour) est montré tel que le lien le donne, non vérifié} other {Les jets de météo de la bataille (# tours) sont montrés tels que le lien les donne, non vérifiés}} : un lien ne contient jamais le code de bataille d’où ils viennent.} other {}}} lost {Le fichier de la partie avait perdu son code de partie : ses jets et ses donnes n’ont pas pu être tirés à nouveau, ils ont été saisis, non vérifiés. Chaque choix a été rejoué selon les règles.} other {Les joueurs ont utilisé leurs propres cartes et dés ; chaque choix a été rejoué selon les règles.}}',
  continueBlocked:
    'Cette bataille ne peut pas être continuée depuis le lien : ses cartes ou ses dés viennent d’un code de partie qui reste scellé jusqu’à la fin de la pré-bataille. Continuez-la sur l’appareil où elle a commencé ; une fois terminée, son lien permet à chacun de vérifier chaque jet.',
  sealedSeed: 'Scellé jusqu’à la fin de la pré-bataille · empreinte {fingerprint}',
});

translate('fr', SHARED_SHEET_WORDS, { openSheet: 'Feuille de bataille', backToShared: 'Retour à la bataille partagée', toShared: 'Toute la bataille partagée' });

translate('fr', SHARE_LINK_WORDS, {
  title: 'Lien de partage',
  make: 'Créer un lien de partage',
  makeNew: 'Créer un nouveau lien de partage',
  link: 'Lien vers cette bataille',
  copy: 'Copier',
  copied: 'Lien copié.',
  notCopied: 'Le navigateur a refusé de copier : le lien est sélectionné, copiez-le vous-même.',
});

translate('fr', SHARED_OPENING_WORDS, {
  opening: 'Ouverture de la bataille partagée…',
  cannotOpen: 'Cette bataille partagée ne peut pas être ouverte',
  nothingChanged: 'Rien n’a été modifié sur cet appareil.',
  home: 'Aller à l’accueil',
  continueCopy: 'Continuer une copie',
  copyFailed: '{problem} Rien n’a été modifié sur cet appareil.',
});
