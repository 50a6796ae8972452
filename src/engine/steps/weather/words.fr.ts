import { stepTranslation } from '../../messages';
import { weatherWords } from './words';

/** weather: its messages in French (words.ts has the English they translate). */
export default stepTranslation(weatherWords, {
  events: {
    weatherRolled: 'Météo : {roll, weatherRoll} : {weather, weather}{changeable, select, true {, variable} other {}}.',
  },
  refusals: {},
  chance: {
    rollWeather: 'dés de météo {dice.0} et {dice.1}',
  },
});
