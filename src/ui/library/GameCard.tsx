import { useRef, useState } from 'react';
import { resumeGame } from './resume';
import { stepNameText } from '../words/stepNames';
import { actionsText, dayTimeText, gameRulesText, gameHeading, gameTitle, LIBRARY_WORDS, stepReachedText } from '../words/library';
import { entryFacts } from './entryFacts';
import { DeleteButton } from './DeleteButton';
import type { GameEntry } from './entry';
import { ExportButton } from './ExportButton';
import { exportEntry } from './exportEntry';
import { RenameForm } from './RenameForm';

/** One saved game in the library: its name, the rules it is played under, the step reached, and resume, rename, export and delete (`onDeleted` once it is gone). */
export function GameCard({ entry, onDeleted }: { entry: GameEntry; onDeleted?: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = gameTitle(entry);
  // The buttons' names hold the name as the heading shows it: a name that could reorder the sentence is isolated (issue 38).
  const named = gameHeading(entry);
  const played = dayTimeText(entry.savedAt);
  const { summary } = entry;
  return (
    <li className="card library-game">
      <h3 tabIndex={-1} data-entry={entry.id}>
        <bdi>{named}</bdi>
      </h3>
      <p className="library-rules">{gameRulesText(entryFacts(entry))}</p>
      <p>
        {stepReachedText(summary.stepId, stepNameText(summary.stepId))} · {actionsText(summary.actions)}
        {played ? ` · ${LIBRARY_WORDS.lastPlayed({ when: played })}` : ''}
      </p>
      {renaming ? (
        <RenameForm
          id={entry.id}
          title={title}
          onDone={() => {
            setRenaming(false);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : (
        <div className="actions">
          <button
            type="button"
            aria-label={LIBRARY_WORDS.resumeName({ game: named })}
            onClick={() => void resumeGame(entry.id)}
          >
            {LIBRARY_WORDS.resume}
          </button>
          <button type="button" className="ghost" ref={renameButton} aria-label={LIBRARY_WORDS.renameName({ game: named })} onClick={() => setRenaming(true)}>
            {LIBRARY_WORDS.rename}
          </button>
          <ExportButton label={LIBRARY_WORDS.export} name={LIBRARY_WORDS.exportName({ game: named })} modes={summary} stepId={summary.stepId} battleSealed={summary.battleSealed ?? false} onExport={() => exportEntry(entry)} />
          <DeleteButton id={entry.id} title={named} text={LIBRARY_WORDS.deleteText} onDeleted={onDeleted} />
        </div>
      )}
    </li>
  );
}
