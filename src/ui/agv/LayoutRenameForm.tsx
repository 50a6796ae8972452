import { RenameField } from '../components/RenameField';
import { LAYOUT_LIBRARY_WORDS as w } from './tableWords';
import { renameLayout } from './layoutStorage';

const WORDS = { label: w.renameLabel, save: w.renameSave, cancel: w.cancel, failed: w.failed };

/** Renames a saved layout in place; an empty name brings back the name made of the table size. */
export function LayoutRenameForm({ id, name, onDone }: { id: string; name: string; onDone: (renamed: boolean) => void }) {
  const rename = async (text: string) => {
    const result = await renameLayout(id, text);
    return result.ok ? null : result.failure;
  };
  return <RenameField name={name} rename={rename} onDone={onDone} words={WORDS} />;
}
