import { AskedDelete, type DeleteWords } from '../components/AskedDelete';
import { failureText, LIBRARY_WORDS } from '../words/library';
import { deleteGame } from './library';

/** The library's words for the delete button and its question, read when they are shown. */
const WORDS: DeleteWords = {
  get delete() {
    return LIBRARY_WORDS.delete;
  },
  deleteName: (title) => LIBRARY_WORDS.deleteName({ game: title }),
  deleteTitle: (title) => LIBRARY_WORDS.deleteTitle({ game: title }),
  get deleteConfirm() {
    return LIBRARY_WORDS.deleteConfirm;
  },
  failed: (failure) => LIBRARY_WORDS.deleteFailed({ why: failureText(failure) }),
};

interface DeleteButtonProps {
  id: string;
  /** The game's name, as the question names it. */
  title: string;
  /** What is lost, and how to keep a copy first. */
  text: string;
  /** Called once the entry is gone. */
  onDeleted?: () => void;
}

/** Deletes a library entry after asking, naming the game; a window showing it closes it. */
export function DeleteButton({ id, title, text, onDeleted }: DeleteButtonProps) {
  const remove = async () => {
    const problem = await deleteGame(id);
    if (!problem) {
      // The home screen's list loads no game: the game store is asked only once the entry is gone.
      const { useGame } = await import('../store');
      if (useGame.getState().id === id || useGame.getState().storageProblem?.id === id) useGame.getState().clear();
    }
    return problem;
  };
  return <AskedDelete title={title} text={text} remove={remove} onDeleted={onDeleted} words={WORDS} />;
}
