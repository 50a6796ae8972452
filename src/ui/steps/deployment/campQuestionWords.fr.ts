import { translate } from '../../words/translations';
import { CAMP_QUESTION_WORDS } from './campQuestionWords';

translate('fr', CAMP_QUESTION_WORDS, {
  legend: 'Option de camp : y a-t-il un élément {terrains, list, or} {condition} ?',
  why: 'L’application ne peut pas le savoir d’après la table telle qu’enregistrée : les joueurs regardent et répondent. La réponse est consignée.',
  reading: 'Comment l’application lit la règle :',
  yes: 'Oui, il y en a un',
  no: 'Non, il n’y en a pas',
  answered:
    '{holds, select, true {Réponse : oui. Vous pouvez répondre à nouveau jusqu’à ce que cette partie soit terminée.} other {Réponse : non. Vous pouvez répondre à nouveau jusqu’à ce que cette partie soit terminée.}}',
});
