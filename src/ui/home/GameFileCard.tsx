import { useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { FileButton } from '../components/FileButton';
import type { FileProblem } from '../words/files';
import { HOME_PAGE_WORDS } from './words';

const W = HOME_PAGE_WORDS.gameFile;

/**
 * Home's "Open a game file": its button opens the browser's file picker at once (issue 29); the code that reads
 * the file arrives only once one is chosen, so Home loads no engine. A refused file is explained here and opens nothing.
 */
export function GameFileCard() {
  // Why the file was refused, said when shown (in the language on screen), with the words that arrive with the reader.
  const [problem, setProblem] = useState<(() => FileProblem) | null>(null);
  const [reading, setReading] = useState(false);
  const said = problem && problem();

  const read = async (file: File) => {
    setReading(true);
    setProblem(null);
    try {
      const [{ openGameFileText }, { logProblemText }, { rules }, text] = await Promise.all([
        import('../game/openedFile'),
        import('../words/logProblem'),
        import('../store'),
        file.text(),
      ]);
      const refused = openGameFileText(text);
      setProblem(() => refused && (() => logProblemText(rules(), refused)));
    } catch (error) {
      const details = error instanceof Error ? error.message : null;
      setProblem(() => () => ({ message: W.notRead, details }));
    } finally {
      setReading(false);
    }
  };

  return (
    <li className="card">
      <h2>{W.title}</h2>
      <p>{W.body}</p>
      <FileButton label={W.button} inputLabel={W.title} accept="application/json,.json" onFile={(file) => void read(file)} />
      <div role="status">{reading && <p>{W.reading}</p>}</div>
      {said && <ErrorNotice message={W.notOpened({ message: said.message })} details={said.details} onDismiss={() => setProblem(null)} />}
    </li>
  );
}
