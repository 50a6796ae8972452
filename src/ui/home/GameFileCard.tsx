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
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    setProblem(null);
    try {
      const [{ openGameFileText }, text] = await Promise.all([import('../game/openedFile'), file.text()]);
      setProblem(openGameFileText(text));
    } catch (error) {
      setProblem({ message: W.notRead, details: error instanceof Error ? error.message : null });
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
      {problem && <ErrorNotice message={W.notOpened({ message: problem.message })} details={problem.details} onDismiss={() => setProblem(null)} />}
    </li>
  );
}
