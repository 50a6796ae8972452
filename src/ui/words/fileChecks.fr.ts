import { FILE_CHECK_WORDS, FILE_OPEN_WORDS } from './fileChecks';
import { translate } from './translations';

translate('fr', FILE_CHECK_WORDS, {
  title: 'Ce que ce fichier prouve',
  preBattleChecked:
    '{over, select, true {Pré-bataille : contrôle de {what} avec son code de partie (empreinte {fingerprint})} other {{typed, select, true {Pré-bataille jusqu’ici : contrôle de {what} avec le code de partie saisi par un joueur (caché jusqu’à la fin de la pré-bataille)} other {Pré-bataille jusqu’ici : contrôle de {what} avec le code de partie scellé}}}}{anyEntered, select, true { ; pour {entered}, les joueurs ont utilisé les leurs : saisie par les joueurs, sans vérification.} other {.}}',
  preBattleAllEntered: 'Pré-bataille : les cartes et les dés étaient ceux des joueurs : saisie par les joueurs, sans vérification.',
  preBattleNoCode:
    'Pré-bataille : ce fichier n’a pas de code de partie, les donnes et les jets de l’application qu’il enregistre n’ont donc pas pu être refaits : saisie sans vérification.',
  deal: 'chaque donne',
  roll: 'chaque jet',
  dealAndRoll: 'chaque jet et chaque donne',
  cards: 'les cartes',
  dice: 'les dés',
  battleNotYet: 'Tours de bataille : aucun pour l’instant, la pré-bataille n’est pas terminée.',
  battleChecked:
    '{turns, plural, =0 {Tours de bataille : aucun jet pour l’instant ; l’application les lance à partir de son code de bataille scellé.} other {{over, select, true {Tours de bataille ({turns}) : chaque jet de météo contrôlé avec son code de bataille (empreinte {fingerprint}).} other {Tours de bataille jusqu’ici ({turns}) : chaque jet de météo contrôlé avec le code de bataille scellé.}}}}',
  battleEntered:
    '{turns, plural, =0 {Tours de bataille : aucun jet pour l’instant ; {why, select, physical {les joueurs lancent leurs propres dés} other {ce fichier n’a pas de code de bataille}}, les jets de météo seront donc saisis par les joueurs, sans vérification.} other {Tours de bataille ({turns}) : les jets de météo ont été saisis par les joueurs, sans vérification : {why, select, physical {les joueurs lancent leurs propres dés} other {ce fichier n’a pas de code de bataille}}.}}',
  typed: 'Le code de partie a été saisi par un joueur : quiconque le connaissait pouvait prévoir les mains et les jets.',
  drawn: 'Le fichier indique que l’application a tiré le code de partie ; aucun fichier ne peut prouver qui l’a choisi.',
  rules:
    'Rejouée selon l’édition {edition} ({appRules}), échelle {scale}, {hasProfile, select, true {avec le profil de règles « {profile} »} other {avec les règles telles qu’imprimées (aucun profil de règles)}}.',
});

translate('fr', FILE_OPEN_WORDS, {
  notJson: 'Ce fichier n’est pas un fichier de partie : ce n’est pas du JSON valable.',
  newer:
    'Ce fichier de partie a été créé par une version plus récente de l’application (fichier en version {version} ; celle-ci lit jusqu’à la version {reads}). Mettez l’application à jour pour l’ouvrir.',
  newerRules:
    'Cette partie se joue selon la version {version} des règles de l’application, créée par une version plus récente de l’application. Mettez l’application à jour pour l’ouvrir.',
  badProfile: 'Le profil de règles du fichier de partie est inutilisable : {issues}',
  badSetup: 'La configuration du fichier de partie n’est pas valable : {problems}.',
  separator: ' ; ',
  notFollowing: 'L’action {number} ne suit pas le {code} : le {code} donne {expected}, le fichier indique {got}.',
  notAllowed: 'L’action {number} du fichier de partie n’est pas permise : {why}',
  noCodeUnfinished:
    'Cette partie ne peut pas continuer à partir de ce fichier : il n’a pas de code de partie, et sa pré-bataille n’est pas terminée. L’application tire les donnes et les jets du reste de la pré-bataille de ce code. (Le fichier d’une pré-bataille terminée s’ouvre sans lui, ses donnes et ses jets marqués comme non vérifiés.)',
});
