import { catalogue, msg } from '../words/catalogue';

export const OPEN_SHARED_WORDS = catalogue({
  label: 'Share link',
  open: 'Open the shared battle',
  notChecked: 'The app could not check this link. Reload the app and try again.',
  opening: 'Opening the shared battle…',
  cannotOpen: 'This shared battle cannot be opened',
  nothingChanged: 'Nothing on this device was changed.',
  home: 'Go to the home screen',
  continueCopy: 'Continue a copy',
  copyFailed: msg<{ problem: string }>('{problem} Nothing on this device was changed.'),
});
