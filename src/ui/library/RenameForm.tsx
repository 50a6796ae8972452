import { RenameField } from '../components/RenameField';
import type { StorageFailure } from './db';
import { failureText, LIBRARY_WORDS } from '../words/library';
import { renameGame } from './library';

/** The rename field's words, read in the language on screen. */
const renameWords = () => ({
  label: LIBRARY_WORDS.renameLabel,
  hint: LIBRARY_WORDS.renameHint,
  save: LIBRARY_WORDS.save,
  cancel: LIBRARY_WORDS.cancel,
  failed: (failure: StorageFailure) => LIBRARY_WORDS.renameFailed({ why: failureText(failure) }),
});

/** Renames a game in place: an empty name brings back the name made of players, armies and date. */
export function RenameForm({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  return <RenameField name={title} rename={(text) => renameGame(id, text)} onDone={onDone} words={renameWords()} />;
}
