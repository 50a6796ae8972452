import { translate } from '../words/translations';
import { citationWords, glossaryWords } from './words';

translate('fr', citationWords, {
  label: 'Sources : {source}',
  openInReference: 'Ouvrir dans la référence des règles',
  openLabel: 'Ouvrir dans la référence des règles : {title}',
  none: 'L’application n’a aucun texte pour ces sources. Cherchez-les dans la référence des règles.',
  close: 'Fermer',
});

translate('fr', glossaryWords, {
  button: 'Glossaire',
  title: '{term}{named, select, true { : {name}} other {}}',
  intro: 'Abréviations et termes de la pré-bataille, transcrits des sources.',
  termLabel: '{form}, {name} : ouvrir l’entrée du glossaire',
});
