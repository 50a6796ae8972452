import { catalogue, msg } from '../words/catalogue';
import type { ProfileGroup } from './profileUnits';

/** The title and hint of each group of the profile editor. */
export const PROFILE_GROUP_WORDS: Record<ProfileGroup, { title: string; hint: string }> = catalogue({
  distances: {
    title: 'Distances',
    hint: 'In base widths as at Maximus scale; Magna and Pacto convert them as they convert the printed numbers.',
  },
  sizes: { title: 'Terrain piece sizes', hint: 'Shortest side at least, longest side at most, in BW as at Maximus.' },
  march: { title: 'Cards and the march', hint: 'The deck the app deals from, the army card limits and the days of the march.' },
  dice: { title: 'Dice and rounding', hint: 'The rules do not print the faces of each die or how to round TuGs: these are the app\'s assumptions.' },
});

/** Words of the profiles screen and the setup's profile choice. */
export const PROFILES = catalogue({
  title: 'Rules profiles',
  intro: 'A rules profile holds the house rules of a club or the changes of a tournament. A new game records the profile it is played under, so it replays the same way later.',
  presets: 'Shipped with the app',
  mine: 'Your profiles',
  none: 'You have no profiles of your own yet. Copy a shipped one to start.',
  copy: msg<{ name: string }>('Copy "{name}"'),
  edit: 'Edit',
  download: 'Download',
  delete: 'Delete',
  importLabel: 'Open a profile file',
  imported: msg<{ name: string }>('Added the profile "{name}".'),
  notProfileFile: 'This file is not a rules profile: it is not valid JSON.',
  wrongFormat: 'This file is not a rules profile of this app.',
  newerVersion: 'This rules profile was made by a newer version of the app: update the app to open it.',
  nameTaken: msg<{ name: string }>('A profile named "{name}" is already on this device or shipped with the app: give this one another name.'),
  importedRenamed: msg<{ name: string; was: string }>('Added the profile as "{name}": a profile named "{was}" was already here.'),
  badProfile: msg<{ text: string }>('This rules profile cannot be used: {text}'),
  save: 'Save the profile',
  saved: msg<{ name: string }>('Saved "{name}".'),
  cancel: 'Cancel',
  nameLabel: 'Profile name',
  noteLabel: 'Note (what it is for, where its numbers come from)',
  seedValue: msg<{ text: string }>('Printed: {text}'),
  assumedValue: msg<{ text: string }>('Not printed in the rules; the app assumes: {text}'),
  asAssumed: 'Default',
  shortest: 'Shortest side at least (BW)',
  longest: 'Longest side at most (BW)',
  changes: 'What it changes',
  storeDamaged: 'Some stored profiles could not be read. They are kept as they were; download them to look, or delete them.',
  unreadable: 'Unreadable profile',
  setupLabel: 'Rules profile',
  setupHint: 'The rules as printed, a shipped preset or one of your own. Both players see which profile the game uses.',
  manage: 'Manage rules profiles',
  back: 'Back',
  copyName: msg<{ name: string }>('{name} (copy)'),
  numberedName: msg<{ name: string; n: number }>('{name} ({n})'),
  editing: msg<{ name: string }>('Editing "{name}"'),
  asPrinted: 'As printed',
  copyButton: 'Copy',
  downloadName: msg<{ name: string }>('Download {name}'),
  editName: msg<{ name: string }>('Edit {name}'),
  writeFailed: 'This browser refused to store the change: it lasts until the page is closed.',
  deleteText: 'It is removed from this device. Games played under it keep their own copy; download it first to keep the file.',
  deleteUnreadable: 'It is removed from this device.',
  /** The delete question's words (components/AskedDelete). */
  deleteWords: {
    delete: 'Delete',
    // Functions while AskedDelete's DeleteWords (shared with the round's and the library's words) takes a title.
    deleteName: (title: string) => `Delete the profile ${title}`,
    deleteTitle: (title: string) => `Delete the profile "${title}"?`,
    deleteConfirm: 'Delete it',
    failed: () => 'The profile could not be deleted: this browser refused to store the change.',
  },
  editionOnly: msg<{ text: string; edition: string }>('{text} ({edition} only)'),
  inEdition: msg<{ text: string; edition: string }>('{text} ({edition})'),
  /** The values of each edition, one after the other. */
  editions: msg<{ texts: readonly string[] }>('{texts, list}'),
  inBw: msg<{ label: string }>('{label} (BW)'),
  cardsOf: msg<{ colour: string }>('{colour} cards'),
  dieOf: msg<{ colour: string }>('{colour} die'),
  dieFace: msg<{ colour: string; face: number }>('{colour} die, face {face}'),
  yes: 'yes',
  no: 'no',
  rounded: msg<{ how: string }>('rounded {how}'),
  /** `problems`: each a sentence of its own. */
  cannotSave: msg<{ problems: string }>('This profile cannot be saved yet. {problems}'),
});
