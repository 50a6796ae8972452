import { translate } from '../words/translations';
import { APP_WORDS } from './words';

translate('fr', APP_WORDS, {
  name: 'Assistant de pré-bataille',
  shortName: 'Pré-bataille',
  skipLink: 'Aller au contenu',
  notFound: {
    heading: 'Page introuvable',
    body: 'Cette adresse ne mène à aucun écran de l’Assistant de pré-bataille.',
    home: 'Aller à l’accueil',
  },
  title: '{screen} - Assistant de pré-bataille',
  screens: {
    setup: 'Nouvelle pré-bataille',
    sheet: 'Feuille de bataille',
    reference: 'Référence des règles',
    projector: 'Projecteur',
    shared: 'Bataille partagée',
    profiles: 'Profils de règles',
    round: 'Ronde de l’arbitre',
    notFound: 'Page introuvable',
  },
});
