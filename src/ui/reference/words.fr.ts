import { translate } from '../words/translations';
import { citedWords, REFERENCE_SECTION_WORDS, referenceWords } from './words';

translate('fr', REFERENCE_SECTION_WORDS, {
  assumptionsIntro: {
    before: 'Ces valeurs ne figurent',
    not: 'pas',
    after:
      'dans les documents sources. L’application en a besoin pour ses propres cartes et dés numériques, ou a dû lire un tableau abîmé ; avec vos propres cartes et dés physiques, la plupart n’ont pas d’importance. Chacune dit pourquoi elle a été choisie.',
  },
  genericMapIntro: {
    before:
      'Dans l’édition 2020, un seul plan sert pour tous les territoires : le pion d’armée doit rester sur des cases qui permettent le type de territoire choisi. Les colonnes donnent la densité, les lignes le flanc sécurisé. L’axe des flancs sécurisés est abîmé dans la source, chaque ligne est donc marquée',
    unverified: 'Non vérifié',
    after: ' : comparez-la à votre feuille imprimée.',
  },
  territoryTypes: 'Types de territoire : ',
  secureFlank: 'Flanc sécurisé : ',
  scalesIntro:
    'Les distances des règles sont imprimées pour Maximus en largeurs de socle (BW) ; chaque échelle les convertit dans sa propre unité.',
  weatherIntro:
    'Les territoires 2023 utilisent les colonnes de météo ainsi : Waterside → Coastal et Cultivated → Standard, les autres par leur nom.',
  noMatch: 'Aucune section ne correspond.',
  contents: 'Sommaire',
  row: 'Ligne',
  density: '. Densité : ',
  editionsIntro:
    'L’édition 2023 des plans de territoire est celle par défaut ; les aide-mémoire 2020 suivent le même ordre. La façon dont l’application lit ce que les sources laissent ouvert est listée sous',
  assumptionsLink: 'Hypothèses',
  sourceLabel: 'Source : ',
  flags: { Assumption: 'Hypothèse', Unverified: 'Non vérifié' },
  qrsCaption: 'Table des terrains 2020',
  columns: {
    terrain: 'Terrain',
    territoryTypes: 'Types de territoire',
    category: 'Catégorie',
    description: 'Description',
    effects: 'Effets',
    visibility: 'Visibilité',
    cover: 'Couvert',
    specialRules: 'Règles spéciales',
    sourcesSpecialRules: 'Règles spéciales (les mots des sources)',
    limits: 'Limites',
    placement: 'Placement et déclarations',
    note: 'Note',
    source: 'Source',
  },
});

translate('fr', referenceWords, {
  title: 'Référence des règles',
  back: '{to, select, game {Retour à la partie} setup {Retour à la préparation} sheet {Retour à la feuille de bataille} ccnDice {Retour aux dés de bataille} ccnSight {Retour à la ligne de vue} agvTable {Retour à la disposition de la table} agvEffects {Retour aux effets du terrain} home {Retour à l’accueil} other {Retour}}',
  contents: 'Sections de la référence des règles',
  parts: 'Parties de {section}',
  editionPart: 'Édition {id}',
  landing: 'Choisissez une section, ou cherchez dans toutes les sections à la fois.',
  intro:
    'Chaque valeur utilisée par l’application, transcrite des documents sources, avec le fichier et la section d’où elle vient, pour que vous puissiez la comparer à votre livre de règles. Les entrées marquées',
  assumption: 'Hypothèse',
  or: 'ou',
  unverified: 'Non vérifié',
  notSources: 'ne sont pas les mots des sources.',
  notLoaded: 'Les données des règles n’ont pas pu être chargées : {error}',
  scaleLegend: 'Distances des tables de terrain, des procédures et de la météo, à l’échelle',
  scaleOption: '{name} ({unit})',
  scaleHint:
    'L’échelle de la partie quand vous venez d’une partie. Magna réduit les valeurs étoilées et la taille des éléments ; Pacto donne les mêmes nombres en demi-largeurs de socle, avec les mots de la feuille Pacto là où ils diffèrent.',
  status:
    '{searching, select, false {{total, plural, one {# entrée. Tapez dans le champ de recherche pour la filtrer.} other {# entrées. Tapez dans le champ de recherche pour les filtrer.}}} other {{shown, plural, =0 {Aucune entrée ne correspond à « {query} ».} one {# entrée correspond à « {query} ».} other {# entrées correspondent à « {query} ».}}}}',
  sections: {
    glossary: 'Glossaire',
    maps2023: 'Plans de territoire (2023)',
    map2020: 'Plan générique (2020)',
    terrain2020: 'Table des terrains (2020)',
    editions: 'Éditions : les procédures',
    weather: 'Météo (2020)',
    scales: 'Échelles',
    assumptions: 'Hypothèses : ce qui n’est pas dans les sources',
    otherPacks: 'Autres jeux de règles',
  },
  searchRegion: 'Chercher dans la référence des règles',
  searchLabel: 'Chercher dans les règles',
  searchHint:
    'N’affiche que les lignes et les cartes qui contiennent chaque mot tapé : noms de terrain, effets, sources comme « 000 PBS 9.B »…',
});

translate('fr', citedWords, {
  mapHead: ['Ligne', 'Colonne 1', 'Colonne 2', 'Colonne 3', 'Colonne 4', 'Colonne 5'],
  flankColumn: 'Ligne : flanc sécurisé',
  row: 'Ligne {row}',
  square: '{flank}, {density}',
  titled: '{territory} : {name}',
  sourceWords: 'Dans les mots des sources : « {text} »',
  category: 'Catégorie : {category}.',
  description: 'Description : ',
  effects: 'Effets : ',
  specialRules: 'Règles spéciales : ',
  territories: 'Types de territoire : ',
  visibility: 'Visibilité : ',
  cover: 'Couvert : ',
  unverifiedFlanks: 'Les lignes de flanc sécurisé de ce plan sont abîmées dans la source : comparez-les à votre feuille imprimée.',
});
