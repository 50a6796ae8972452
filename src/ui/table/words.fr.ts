import { translate } from '../words/translations';
import { TABLE_DIAGRAM_WORDS, TABLE_IN_WORDS, TABLE_ITEM_WORDS } from './words';

translate('fr', TABLE_DIAGRAM_WORDS, {
  title: 'Schéma de la table',
  size: '{scale} : {width} × {depth} ({cm}), 1 {unit} = {mm} mm',
  sector: '{label} {width}',
  invaderEdge: 'Envahisseur',
  defenderEdge: 'Défenseur',
  scale: 'Échelle : {length}',
  pointInteractive:
    'Pointez la table pour la lire en unités réelles. Faites glisser un élément, ou atteignez-le avec Tab et utilisez les touches ci-dessous, pour enregistrer où il est vraiment allé (jamais obligatoire).',
  point: 'Pointez ou touchez la table pour la lire en unités réelles.',
  baseWidthAssumed: 'Largeur de socle de {mm} mm supposée{hbw, plural, =0 {} other { (1 HBW = {hbw} mm)}} : modifiez-la à la mise en place.',
  onTable: 'Sur la table',
  noTerrain: 'Aucun terrain n’a encore été posé.',
  stages: { final: 'où il a fini', placed: 'où il a été posé' },
  recordLabel: '{number}. {name} : enregistrer {stage}',
  recordOwnedLabel: '{number}. {name}, {owner} : enregistrer {stage}',
  draftHead: '{number}. {name} : {position}.',
  notRecordedYet: '{head} Pas encore enregistré : Entrée l’enregistre.',
  breaks: '{head} Non enregistré : cette position enfreint {count, plural, one {une règle} other {# règles}}. Échap le remet en place.',
  fields: {
    x: 'Depuis le bord gauche ({unit})',
    y: 'Depuis le bord du défenseur ({unit})',
    width: 'Largeur ({unit})',
    depth: 'Profondeur ({unit})',
    angle: 'Rotation (degrés)',
  },
  position: 'Position de {number}. {name}, {stage}',
  record: 'Enregistrer cette position',
  putBack: 'Le remettre en place',
  key: 'Légende du schéma de la table',
  keyFlank: 'Secteur de flanc (gauche et droite vus par le défenseur)',
  keyZone: 'Zone de déploiement',
  keyStrip: 'Bande de bord latéral : {strip}',
  keyCentre: 'Ligne centrale',
  keyCategory: '{letter} : {words}',
  keySeparator: ' · ',
  keyWater: 'Eau profonde',
  keySuggested: 'Tirets : suggéré, non enregistré',
  keyGone: 'Barré : {removed} ou {lost}',
  keyGhost: 'Là où il a été posé, avant d’être {moved} ou {pivoted}',
  zoneFrom: '{value} {unit} ou plus de la ligne centrale',
  centreLine: 'Ligne centrale',
  keys: 'Touches sur un élément : les flèches le déplacent de {step} {unit} (avec Maj, {fine}), [ et ] le tournent de {turn}°, + et − changent sa largeur, * et / sa profondeur, Entrée enregistre, Échap le remet en place. Ou faites-le glisser, et faites glisser sa poignée ronde pour le tourner.',
});

translate('fr', TABLE_IN_WORDS, {
  houseRules: ' {profile} : {rules, list}. Valeurs écrites pour Maximus ; {scale} les convertit comme les valeurs imprimées.',
  label: 'La table en mots',
  cite: ' ({source})',
  size: 'La table fait {width} de large et {depth} de profondeur ; le bord de l’envahisseur est en haut du dessin, celui du défenseur en bas, et gauche et droite sont vus par le défenseur.',
  sector: '{label} : secteur de {width} de large, de {from} à {to} du bord latéral gauche{cite}.',
  centreLine: 'La ligne centrale est à {distance} de chaque bord de base.',
  zone: '{side, select, defender {Le défenseur} other {L’envahisseur}} se déploie à moins de {depth} de son propre bord{apart, select, true {, à au moins {fromCentre} de la ligne centrale} other {}}{cite}.',
  strips:
    '{edges, select, both {Bandes de bord latéral, {width} le long des bords latéraux gauche et droit} left {Bande de bord latéral, {width} le long du bord latéral gauche} other {Bande de bord latéral, {width} le long du bord latéral droit}} : {strip}{cite}.',
  secured:
    '{edges, select, both {Les côtés gauche et droit sont des flancs sécurisés} left {Le côté gauche est un flanc sécurisé} other {Le côté droit est un flanc sécurisé}} : la limite de bord latéral ne s’y applique pas.',
  unit: 'Un {unit} fait {mm} mm{assumed, select, true {, une largeur de socle supposée (les sources n’en donnent pas)} other {}}.',
  converts: '{scale} convertit {converted, list}{anyKept, select, true { ; celles-ci restent telles qu’imprimées : {kept, list}} other {}}.',
  convertedOne: '{words} en {value} (imprimé {printed})',
  keptOne: '{words} {value}',
});

translate('fr', TABLE_ITEM_WORDS, {
  declared: '{name} ({declared, select, dangerous {dangereux} other {infranchissable}})',
  suggested: 'suggéré',
  status: '{parts, list, unit}',
  separator: ' ; ',
  sentence: '{parts}.',
  head: '{name}, {kind, select, deepWater {le flanc sécurisé d’eau profonde} other {{kind, select, flank {élément de flanc sécurisé} compulsory {élément obligatoire} other {élément facultatif}} {hasOwner, select, true {de {owner}} other {du défenseur}}}}{hasCategory, select, true {, {category} ({letter})} other {}}',
  along: 'sur {edge}, {depth} de profondeur',
  inSector: 'dans {sector}{touch, select, true {, au contact d’un bord de table} other {}}',
  outsideSector:
    'pas de place à cet endroit hors de l’eau profonde, où rien ne peut se trouver même en partie (002 Deep Water), et les règles ne disent pas où il va alors : dessiné à l’endroit le plus proche hors de l’eau',
  recorded: 'enregistré {stage} : {footprint}',
  offTable: 'pas sur la table',
  notRecorded: 'non enregistré',
  detail:
    '{number}. {name}{hasOwner, select, true { ({owner})} other {}} : {size}, tourné de {angle}°{bounds, select, sizes { ; tailles {limits}} edge { ; {limits}} other {}}{hasSector, select, true { ; {sector}{touch, select, true {, au contact d’un bord de table} other {}}} other {}}{hasState, select, true { ; {state}} other {}}.',
  pointSector: '{sector}, {width} de large',
  pointZone: '{side, select, defender {Le défenseur} other {L’envahisseur}} se déploie ici : {depth} de profondeur',
  noMansLand: 'no man’s land entre les zones ; la ligne centrale est à {distance} de chaque bord de base',
  pointStrip: 'bande de bord latéral, {width} : {strip}',
  point: '{parts}. ({x, number, decimal} ; {y, number, decimal} {unit} depuis le coin gauche du défenseur.)',
});
