import { catalogue } from '../words/catalogue';

/** The share-link box on Home: a link pasted, checked and opened; the shared battle's own screen says the rest (src/ui/share/words.ts). */
export const OPEN_SHARED_WORDS = catalogue({
  label: 'Share link',
  open: 'Open the shared battle',
  notChecked: 'The app could not check this link. Reload the app and try again.',
});
