import { translate } from './translations';
import {
  CATEGORY_WORDS,
  COLOUR_WORDS,
  DENSITY_WORDS,
  FACE_WORDS,
  OUTCOME_WORDS,
  RATING_WORDS,
  SIDE_WORDS,
  VOCAB_WORDS,
  nameData,
} from './vocab';

translate('fr', DENSITY_WORDS, { featureless: 'Sans élément', open: 'Dégagé', normal: 'Normal', dense: 'Dense', veryDense: 'Très dense' });

translate('fr', CATEGORY_WORDS, { good: 'Bon', rough: 'Accidenté', difficult: 'Difficile' });

translate('fr', COLOUR_WORDS, { black: 'Noir', white: 'Blanc', green: 'Vert', yellow: 'Jaune', red: 'Rouge' });

translate('fr', FACE_WORDS, { skull: 'Crâne', wound: 'Blessure', special: 'S (spécial)', blank: 'Vierge' });

translate('fr', OUTCOME_WORDS, {
  keep: 'Laisser l’élément où il est',
  move: 'Le déplacer',
  pivot: 'Le faire pivoter',
  remove: 'Le retirer',
});

translate('fr', VOCAB_WORDS, {
  orList: '{names, list, or}',
  andList: '{names, list}',
  yes: 'Oui',
  no: 'Non',
  deepWater: 'Eau profonde',
  centreSector: 'le secteur central',
  flankSector:
    '{sector, select, left {le secteur du flanc gauche du défenseur (le flanc droit de l’envahisseur)} other {le secteur du flanc droit du défenseur (le flanc gauche de l’envahisseur)}}',
  sideEdge: '{edge, select, left {le bord latéral gauche du défenseur (le droit de l’envahisseur)} other {le bord latéral droit du défenseur (le gauche de l’envahisseur)}}',
  weatherRoll: 'dés {die1} et {die2}{sign, select, zero {} plus {, +{by} ({season})} other {, -{by} ({season})}} : score {score}',
  theSeason: 'la saison',
  colourName: '{colour} ({letter})',
  colourLetters: { black: 'N', white: 'B', green: 'V', yellow: 'J', red: 'R' },
});

nameData('fr', {
  presetName: { asPrinted: 'Règles telles qu’imprimées', tournament8bw: 'Tournoi : secteurs de flanc de 8 BW' },
  presetNote: {
    asPrinted: 'Les valeurs imprimées par les règles, et les hypothèses documentées de l’application là où elles se taisent (faces des dés, paquet, arrondi des TuG).',
    tournament8bw:
      'Secteurs de flanc de 8 BW ; éléments de flanc sécurisé de 4 x 4 à 8 x 8 BW ; autres éléments de 2 x 2 à 6 x 4 BW, lus comme aucun côté sous 2 BW ni au-dessus de 6 BW.',
  },
  presetBasis: {
    asPrinted: 'Les sources 000 et 002 telles que transcrites dans les données de règles de l’application ; les hypothèses sont listées dans la référence des règles.',
    tournament8bw:
      'Les changements d’un tournoi publié aux règles imprimées : secteurs de flanc de 8 BW, éléments de flanc sécurisé de 4 x 4 à 8 x 8 BW et autres éléments de 2 x 2 à 6 x 4 BW. L’application borne le plus petit et le plus grand côté d’un élément, donc 6 x 4 devient au plus 6 BW sur tout côté.',
  },
  edition: { '2023': 'Cartes de territoire 2023 (PBS and Terrain Map Release v2023.1)', '2020': 'Aide-mémoire 2020' },
  terrain: {
    hills: 'Collines',
    fields: 'Champs',
    village: 'Village',
    riversAndStreams: 'Rivières et ruisseaux',
    town: 'Ville',
    rockyGround: 'Terrain rocailleux',
    tilledFields: 'Champs cultivés',
    brush: 'Broussailles',
    gully: 'Ravine',
    woods: 'Bois',
    marsh: 'Marais',
    orchardsVineyards: 'Vergers, vignes',
    mountains: 'Montagnes',
    dryWadi: 'Oued à sec',
    sandyGround: 'Terrain sablonneux',
    sandDunes: 'Dunes de sable',
    forest: 'Forêt',
    open: 'Dégagé',
    openArea: 'Zone dégagée',
    ploughedFields: 'Champs labourés',
    tallCrops: 'Hautes cultures',
    boundariedFields: 'Champs clos',
    orchards: 'Vergers',
    vineyards: 'Vignes',
    swamp: 'Marécage',
    wadi: 'Oued',
    terrainedHills: 'Collines couvertes',
    impassableHills: 'Collines infranchissables',
    deepWater: 'Eau profonde',
    river: 'Rivière',
    streams: 'Ruisseaux',
  },
  territory: {
    cultivated: 'Cultivé',
    desert: 'Désert',
    forest: 'Forêt',
    jungle: 'Jungle',
    mountains: 'Montagnes',
    plains: 'Plaines',
    waterside: 'Bord de l’eau',
    standard: 'Standard',
    coastal: 'Côtier',
  },
  season: { winter: 'Hiver', springAutumn: 'Printemps/Automne', summer: 'Été' },
  weather: {
    snow: 'Neige',
    dustStorm: 'Tempête de sable',
    heavyRain: 'Forte pluie',
    lightRain: 'Pluie légère',
    strongWinds: 'Vents forts',
    goodWeather: 'Beau temps',
    heat: 'Chaleur',
    extremeHeat: 'Chaleur extrême',
    nightGame: 'Bataille de nuit',
  },
  weatherColumn: {
    standard: 'Standard',
    plains: 'Plaines',
    coastal: 'Côtière',
    mountains: 'Montagnes',
    forest: 'Forêt',
    jungle: 'Jungle',
    desert: 'Désert',
  },
  campCondition: {
    waterside: 'adjacent au flanc d’eau profonde',
    cultivated: 'touchant un bord de table',
    forest: 'touchant un bord de table dans sa zone de déploiement',
    jungle: 'touchant un bord de table dans sa zone de déploiement',
  },
});

translate('fr', SIDE_WORDS, { invader: 'envahisseur', defender: 'défenseur' });

translate('fr', RATING_WORDS, { legendary: 'légendaire', talented: 'talentueux', competent: 'compétent', mediocre: 'médiocre' });
