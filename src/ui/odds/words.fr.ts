import { translate } from '../words/translations';
import { ODDS_WORDS } from './words';

translate('fr', ODDS_WORDS, {
  heading: 'Probabilités',
  notAdvice: 'Des chances, pas des conseils.',
  percent: '{bound, select, none {0 %} all {100 %} under {moins de 1 %} over {plus de 99 %} other {{chance, number, percent}}}',
  faceRun: '{from}-{to}',
  faceList: '{faces, list}',
  noCardChoice: '{step, select, contest {Pas de carte (compte comme {countsAs})} other {Passe (compte comme {countsAs})}}',
  againstCard: 'bat la carte de {other} {win}, égalité {tie}, perd {lose}.',
  choiceAgainst: '{choice} : {odds}',
  picksTerritory: 'Vous choisissez le territoire : {chance}.',
  basisHand:
    '{handSize, plural, =0 {{other} n’a pas de carte, donc {other} n’en joue aucune.} other {En supposant que la main de {other} soit {handSize, plural, one {# carte quelconque} other {# cartes quelconques}} parmi les {unseen} que vous n’avez pas vues (la composition du paquet moins ce que vous avez vu), chaque carte{mayPass, select, true { et {noCard}} other {}} ayant la même chance d’être jouée.}}',
  basisFaceDown:
    '{other} a posé une carte face cachée : en supposant que ce soit l’une quelconque des {unseen} cartes que vous n’avez pas vues (la composition du paquet moins ce que vous avez vu), toutes également probables.',
  basisPassed: '{other} a déjà choisi {noCard} : sa main n’a pas diminué.',
  noCardWords: '{step, select, contest {l’absence de carte} other {la passe}}',
  enteredBasis:
    'D’après la main que vous avez saisie : la composition du paquet dans les règles, moins votre main et les cartes jouées. Votre main n’est ni enregistrée, ni consignée, ni montrée à personne.',
  method:
    '{exact, select, true {Exact : chaque cas est compté.} other {Estimé à partir de {samples} distributions tirées au sort (avec un code fixe, donc les mêmes à chaque fois).}}',
  dayOutcome:
    '{winner, select, nobody {Cartes égales, le pion reste en place : {chance}} you {Vous l’emportez de {difference} : {chance}} other {{other} l’emporte de {difference} : {chance}}}',
  endOnMap: '{count, plural, one {Le pion finit sur la case encadrée.} other {Le pion peut finir sur n’importe laquelle des # cases encadrées.}}',
  rowColumns: 'rangée {row} : {columns}',
  columns: '{count, plural, one {colonne} other {colonnes}} {columns}',
  rowSeparator: ' ; ',
  columnSeparator: ', ',
  framedKey: 'Encadrée : le pion peut finir ici aujourd’hui',
  outcomesOf: '{choice} : ce que la journée peut apporter',
  enterHand: '{name} : saisir ma main pour les probabilités',
  enterHandTitle: '{name}, saisissez {count, plural, one {la carte que vous avez} other {les # cartes que vous avez}} (vous seul regardez)',
  handCount: '{entered, plural, one {# carte saisie} other {# cartes saisies}} sur {count}.',
  hideHand: 'Cacher et oublier ma main',
  problem:
    '{problem, select, notNow {Pas de probabilités pour le moment.} alreadyChosen {Vous avez choisi votre carte.} handUnknown {Saisissez votre main pour voir les probabilités.} handSize {Saisissez exactement {count, plural, one {# carte} other {# cartes}} pour voir les probabilités.} handNotInDeck {Cette main et les cartes jouées ne tiennent pas dans la composition du paquet des règles : vérifiez les couleurs.} other {La composition du paquet des règles laisse moins de cartes non vues que l’autre joueur n’en a : il n’y a donc pas de probabilités.}}',
  landingTitle: 'Où le dé de placement envoie {piece} (lu depuis le bord de base de {owner})',
  landing: '{sector}{touchTableEdge, select, true {, touchant un bord de table} other {}}{lost, select, true { : perdu} other {}} (dé {faces}) : {chance}',
  withoutDice: 'Posé sans dé, il reste là où il est posé.',
  opponentTitle: 'Le dé de {other}',
  mayMove: '{other} peut le déplacer : {chance}',
  mayPivot: '{other} peut le faire pivoter : {chance}',
  mayRemove: '{other} peut le retirer : {chance}',
  survives: '{piece} reste sur la table même si {other} le retire chaque fois que c’est permis : {chance}.',
  choiceTitle: 'S’il est placé par les dés',
  terrainGroup:
    '{names, list} : secteur de flanc gauche {left}, centre {centre}, secteur de flanc droit {right}{anyEdge, select, true {, touchant un bord de table {edge}} other {}}{anyLost, select, true {, perdu au centre {lost}} other {}} ; l’adversaire peut le déplacer {move}, le faire pivoter {pivot}, le retirer {remove} ; reste sur la table même s’il le retire chaque fois que c’est permis : {survives}.',
  scoutingHeading: 'Probabilités de reconnaissance',
  scoutingWhen:
    'Les cartes PBS que chaque joueur a conservées comptent pour la reconnaissance (PBS 10.A). Tant que les cartes de reconnaissance ne sont pas distribuées, chaque joueur peut regarder ses propres chances ; l’autre détourne les yeux.',
  showScouting: '{name} : montrer mes probabilités de reconnaissance',
  scoutingTitle: 'Probabilités de reconnaissance de {name} (seul {name} regarde)',
  outscouted: 'Vous êtes surclassé en reconnaissance : {chance}',
  outscouting: 'Vous surclassez {other} en reconnaissance : {chance}',
  even: 'Totaux égaux, personne n’est surclassé : {chance}',
  byMargin: 'de {by} % : {chance}',
  byMargins: 'de {one, select, true {{from} %} other {{from} à {to} %}}, {first} : {chance}',
  youFirst:
    '{whole, select, true {vous déployez toute votre armée ({total} {unit}) en premier} other {vous déployez {tugs} de vos {total} {unit} en premier}}',
  theyFirst:
    '{whole, select, true {{other} déploie toute son armée ({total} {unit}) en premier} other {{other} déploie {tugs} de ses {total} {unit} en premier}}',
  unlikely: '{count, plural, one {# autre écart} other {# autres écarts}}, chacun sous 1 % : {chance} au total',
  evenMeans: 'À totaux égaux, chaque camp déploie un tiers de son armée à la fois, le défenseur en premier.',
  marginsSummary: 'De combien, et combien de {unit} se déploient en premier',
  scoutingBasis:
    'En supposant que {draws, plural, one {la carte qui vous est distribuée} other {les # cartes qui vous sont distribuées}}, ainsi que les {theirKept} cartes conservées et les {theirDraws} distribuées de {other}, soient n’importe lesquelles des {unseen} cartes que vous n’avez pas vues, chaque combinaison étant également probable ; {kept, plural, one {votre # carte conservée compte} other {vos # cartes conservées comptent}}.',
  hideScouting: 'Cacher mes probabilités de reconnaissance',
});
