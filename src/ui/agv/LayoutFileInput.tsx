import { useId, useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { useNavigation } from '../navigation';
import { failureParams, LAYOUT_LIBRARY_WORDS, layoutFileProblemText } from './tableWords';
import { parseLayoutFile } from './layoutEntry';
import { newLayoutEntry, saveLayout } from './layoutStorage';

const w = LAYOUT_LIBRARY_WORDS;

/** A layout file is never this large; a bigger file is refused before it is read. */
const MAX_FILE_BYTES = 1_000_000;

/** Opens a downloaded layout file: checked first, then added to the library as a new layout and shown; a bad file changes nothing. */
export function LayoutFileInput({ kinds }: { kinds: ReadonlyMap<string, 'general' | 'linear'> }) {
  const id = useId();
  const go = useNavigation((s) => s.go);
  const [problem, setProblem] = useState<string | null>(null);
  const openFile = async (file: File) => {
    const read = file.size > MAX_FILE_BYTES ? null : parseLayoutFile(await file.text(), kinds);
    if (!read || !read.ok) {
      setProblem(layoutFileProblemText(read ? read.problem : { code: 'tooLarge' }));
      return;
    }
    const entry = { ...newLayoutEntry(read.file.layout.table), name: read.file.name, layout: read.file.layout };
    const saved = await saveLayout(entry);
    if (!saved.ok) {
      setProblem(w.failed(failureParams(saved.failure)));
      return;
    }
    setProblem(null);
    go('agvTable', { layout: entry.id });
  };
  return (
    <div className="field agv-open-file">
      <label htmlFor={id}>{w.openFile}</label>
      <div className="hint" id={`${id}-hint`}>
        {w.openFileHint}
      </div>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void openFile(file);
        }}
      />
      {problem && <ErrorNotice message={problem} onDismiss={() => setProblem(null)} />}
    </div>
  );
}
