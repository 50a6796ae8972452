import { useEffect, useState } from 'react';
import { expectedTables, readRoundFile, type Round } from '../../round';
import { Quoted } from '../components/Quoted';
import { useNavigation } from '../navigation';
import { AskedDelete, type DeleteWords } from '../components/AskedDelete';
import { FileButton } from '../components/FileButton';
import { deleteRound, listRounds, newRoundId, saveRound } from './roundStore';
import { ROUND_WORDS as W } from './words';

/** The tables of a round that have a report with a table number of theirs (what the list can say without replaying). */
/** The round list's words for the delete button and its question, read when they are shown. */
const DELETE_WORDS: DeleteWords = {
  get delete() {
    return W.list.deleteWords.delete;
  },
  deleteName: (title) => W.list.deleteWords.deleteName({ title }),
  deleteTitle: (title) => W.list.deleteWords.deleteTitle({ title }),
  get deleteConfirm() {
    return W.list.deleteWords.deleteConfirm;
  },
  failed: () => W.list.deleteWords.failed,
};

const reportedCount = (round: Round): number => new Set(round.history.filter((h) => h.table !== null).map((h) => h.table)).size;

/**
 * Home's list of the umpire's rounds on this device, with the import of a round file (loaded after Home shows, so Home
 * stays within its size ceiling). A file that is not a round says why and changes nothing; one whose id is already
 * here comes in as a copy, so nothing is overwritten.
 */
export function RoundList() {
  const go = useNavigation((s) => s.go);
  const [rounds, setRounds] = useState<Round[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => void listRounds().then(setRounds, () => setRounds([]));
  useEffect(refresh, []);
  const importFile = async (file: File) => {
    const read = readRoundFile(await file.text());
    if (!read.ok) return setProblem(`${W.files.problems[read.reason]} ${W.files.nothingLost}`);
    setProblem(null);
    const taken = (rounds ?? []).some((r) => r.id === read.round.id);
    const round = taken ? { ...read.round, id: newRoundId() } : read.round;
    await saveRound(round);
    go('round', { id: round.id });
  };
  return (
    <>
      {rounds && rounds.length > 0 && (
        <ul className="round-list">
          {rounds.map((round) => (
            <li key={round.id}>
              <button type="button" onClick={() => go('round', { id: round.id })}>
                <Quoted>{W.list.open({ event: round.event, round: round.round })}</Quoted>
              </button>{' '}
              <span className="hint">{W.list.tables({ reported: reportedCount(round), expected: expectedTables(round.expected).length })}</span>{' '}
              <AskedDelete
                title={W.title({ event: round.event, round: round.round })}
                text={W.list.deleteText}
                remove={() => deleteRound(round.id).then(() => null, () => 'blocked' as const)}
                onDeleted={refresh}
                words={DELETE_WORDS}
              />
            </li>
          ))}
        </ul>
      )}
      <FileButton label={W.files.importRound} accept="application/json,.json" onFile={(chosen) => void importFile(chosen)} />
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </>
  );
}
