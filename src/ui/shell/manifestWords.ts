import { catalogue } from '../words/catalogue';

/**
 * The installed app's name and description (its web manifest): the build writes one manifest per language from these
 * words (vite.config.ts, languageManifests), and the page links the one of the language on screen (manifestLink.ts).
 */
export const MANIFEST_WORDS = catalogue({
  name: 'Pre-Battle Wizard for Mortem et Gloriam',
  shortName: 'Pre-Battle',
  description:
    'Walks two players through the Mortem et Gloriam pre-battle: roll-off, the five-day PBS march, terrain, weather, scouting and deployment. Also battle dice and line of sight for Commands & Colors: Napoleonics, and table layouts and terrain effects for A Great Victory!. Works offline.',
});
