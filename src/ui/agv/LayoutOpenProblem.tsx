import { useNavigation } from '../navigation';
import { ErrorNotice } from '../components/ErrorNotice';
import { AGV_TABLE_WORDS, failureParams } from './tableWords';
import type { OpenState } from './layoutStore';

const w = AGV_TABLE_WORDS;

/** Why the layout in the address cannot be shown (gone, damaged, storage refused), with a way on: a new table or Home. */
export function LayoutOpenProblem({ open }: { open: Exclude<OpenState, { status: 'loading' | 'ready' }> }) {
  const go = useNavigation((s) => s.go);
  const message = open.status === 'missing' ? w.missing : open.status === 'damaged' ? w.damaged({ path: open.path, known: open.path !== '' }) : w.readFailed(failureParams(open.failure));
  return (
    <>
      <ErrorNotice message={message} />
      <div className="actions">
        <button type="button" onClick={() => go('agvTable', {}, { replace: true })}>
          {w.startNew}
        </button>
        <button type="button" className="ghost" onClick={() => go('home')}>
          {w.backHome}
        </button>
      </div>
    </>
  );
}
