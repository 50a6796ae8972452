import { TURN_WORDS } from './turn';
import { translate } from './translations';

translate('fr', TURN_WORDS, {
  nobody: 'Personne : la pré-bataille est terminée.',
  bothSides: '{invader} (envahisseur) et {defender} (défenseur)',
  both: '{player1} et {player2}',
  one: '{player} ({side, select, invader {envahisseur} other {défenseur}})',
});
