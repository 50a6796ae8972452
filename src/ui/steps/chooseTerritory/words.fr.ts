import { translate } from '../../words/translations';
import { CHOOSE_TERRITORY_WORDS } from './words';

translate('fr', CHOOSE_TERRITORY_WORDS, {
  revealed: 'Cartes révélées : {invader} (envahisseur) {invaderCard}, {defender} (défenseur) {defenderCard}.',
  noCard: 'aucune carte',
  invaderPicks: 'L’envahisseur a joué la meilleure carte et choisit le territoire.',
  defenderPicks: 'L’envahisseur n’a pas joué une meilleure carte : le défenseur choisit.',
  explain:
    '{chooser} choisit le territoire dans la liste du défenseur : il donne le plan sur lequel marche le pion, et chaque case de ce plan fixe un flanc sécurisé et la densité de terrain.',
});
