import { AskedDelete } from '../components/AskedDelete';
import { LAYOUT_LIBRARY_WORDS } from './tableWords';
import { deleteLayout } from './layoutStorage';

/** Deletes a saved layout after asking, naming it; a failure is told in place. */
export function LayoutDeleteButton({ id, title, onDeleted }: { id: string; title: string; onDeleted: () => void }) {
  const remove = async () => {
    const result = await deleteLayout(id);
    return result.ok ? null : result.failure;
  };
  return <AskedDelete title={title} text={LAYOUT_LIBRARY_WORDS.deleteText} remove={remove} onDeleted={onDeleted} words={LAYOUT_LIBRARY_WORDS} />;
}
