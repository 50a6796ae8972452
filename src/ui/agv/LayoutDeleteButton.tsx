import type { StorageFailure } from '../library/db';
import { AskedDelete } from '../components/AskedDelete';
import { failureParams, LAYOUT_LIBRARY_WORDS as w } from './tableWords';
import { deleteLayout } from './layoutStorage';

/** Deletes a saved layout after asking, naming it; a failure is told in place. */
export function LayoutDeleteButton({ id, title, onDeleted }: { id: string; title: string; onDeleted: () => void }) {
  const remove = async () => {
    const result = await deleteLayout(id);
    return result.ok ? null : result.failure;
  };
  const words = {
    delete: w.delete,
    deleteName: (named: string) => w.deleteName({ title: named }),
    deleteTitle: (named: string) => w.deleteTitle({ title: named }),
    deleteConfirm: w.deleteConfirm,
    failed: (failure: StorageFailure) => w.failed(failureParams(failure)),
  };
  return <AskedDelete title={title} text={w.deleteText} remove={remove} onDeleted={onDeleted} words={words} />;
}
