import { catalogue, msg } from '../words/catalogue';

const APP_NAME = 'Pre-Battle Wizard';

/** The words of the app's frame: its name, the skip link, the page for an unknown address, and each screen's window title. */
export const APP_WORDS = catalogue({
  name: APP_NAME,
  /** The name on a phone's header, where the tools must fit beside it on one row (a language's long name shortened). */
  shortName: APP_NAME,
  skipLink: 'Skip to content',
  notFound: {
    heading: 'Page not found',
    body: 'This address does not lead to a screen of the Pre-Battle Wizard.',
    home: 'Go to the home screen',
  },
  /** A window title: the screen's name then the app's; never anything about the game in progress. */
  title: msg<{ screen: string }>(`{screen} - ${APP_NAME}`),
  screens: {
    setup: 'New pre-battle',
    sheet: 'Battle sheet',
    reference: 'Rules reference',
    projector: 'Projector',
    shared: 'Shared battle',
    profiles: 'Rules profiles',
    round: 'Umpire’s round',
    notFound: 'Page not found',
  },
});
