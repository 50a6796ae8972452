import { HOME_WORDS } from './home';
import { translate } from './translations';

translate('fr', HOME_WORDS, {
  loadingLayouts: 'Chargement de vos plans de table…',
  rules: {
    title: 'Référence des règles',
    button: 'Ouvrir les règles de {game}',
  },
  ccn: {
    name: 'C&C Napoleonics',
    dice: {
      title: 'Dés de combat',
      body: 'Les dés qu’une unité lance depuis son hexagone contre une cible : chaque règle de terrain qui s’applique, citée avec sa source, et si elle peut combattre ou non.',
      button: 'Calculer les dés de combat',
    },
    sight: {
      title: 'Ligne de vue',
      body: 'Peignez le terrain sur une carte en hexagones, placez des unités, choisissez un tireur et une cible, et voyez les hexagones que la ligne traverse et où elle est bloquée.',
      button: 'Vérifier la ligne de vue',
    },
    rules: 'Chaque terrain des sources, avec ses règles de mouvement, de combat et de ligne de vue.',
  },
  agv: {
    name: 'A Great Victory!',
    table: {
      title: 'Nouveau plan de table',
      body: 'Une table à l’échelle, en cm : placez bois, villages, collines, rivières, routes et le reste, et voyez aussitôt quelle recommandation un placement enfreint.',
      button: 'Dresser un nouveau plan de table',
    },
    effects: {
      title: 'Effets du terrain',
      body: 'Ce qu’un élément de terrain fait à l’infanterie, à la cavalerie, aux éléphants ou à l’artillerie, et les dés pour tirer ou combattre par rapport aux dés en terrain découvert.',
      button: 'Voir les effets du terrain',
    },
    rules: 'Les recommandations de terrain : mouvement, tir et couvert, l’avantage au corps à corps, chaque élément et comment le placer.',
  },
});
