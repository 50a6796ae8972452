import { DEPLOYMENT_WORDS } from './deployment';
import { translate } from './translations';

translate('fr', DEPLOYMENT_WORDS, {
  first: {
    batteries: '{count, plural, one {# {unit} de batterie} other {# {unit} de batterie}}',
    barricades: '{count, plural, one {# {unit} avec barricades} other {# {unit} avec barricades}}',
    battleWagons: '{count, plural, one {# chariot de guerre} other {# chariots de guerre}}',
    redoubts: '{count, plural, one {# {unit} avec redoutes} other {# {unit} avec redoutes}}',
    expendables: '{count, plural, one {# troupe sacrifiable} other {# troupes sacrifiables}}',
  },
  placeCamp: 'Placez votre camp.',
  placeFirst: 'Avant tout autre {unit}, placez {none, select, true {rien} other {{troops, list}}}.',
  openingShare:
    'Placez {count, plural, one {# {unit}} other {# {unit}}} ({outscouted, select, true {{percent} %} other {un tiers}} de vos {total}, {reason}).',
  sameShareAs: 'la même part que {player}',
  outscoutedBy: '{player} a été surpassé en reconnaissance de {percent} %',
  nobodyOutscouted: 'personne n’a été surpassé en reconnaissance, le défenseur commence donc',
  third:
    'Placez jusqu’à {count} {unit} de plus (un tiers de votre armée ; il en restera {left} ensuite). Les {unit} en embuscade ou en marche de flanc restent hors de la table.',
  invaderGenerals: 'Placez vos généraux, en déclarant quelles troupes composent chaque commandement.',
  batches: [
    'Zones, camps et première part de l’armée',
    'Embuscades et deuxième part',
    'Le reste des deux armées, chacun son tour',
    'Généraux, déclarations, marches de flanc et cartes d’embuscade',
  ],
  part: 'Partie {number} du plan',
});
