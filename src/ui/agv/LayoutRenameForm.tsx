import type { StorageFailure } from '../library/db';
import { RenameField } from '../components/RenameField';
import { failureParams, LAYOUT_LIBRARY_WORDS as w } from './tableWords';
import { renameLayout } from './layoutStorage';

/** Renames a saved layout in place; an empty name brings back the name made of the table size. */
export function LayoutRenameForm({ id, name, onDone }: { id: string; name: string; onDone: (renamed: boolean) => void }) {
  const rename = async (text: string) => {
    const result = await renameLayout(id, text);
    return result.ok ? null : result.failure;
  };
  const words = { label: w.renameLabel, save: w.renameSave, cancel: w.cancel, failed: (failure: StorageFailure) => w.failed(failureParams(failure)) };
  return <RenameField name={name} rename={rename} onDone={onDone} words={words} />;
}
