import { AGV_TABLE_WORDS, failureParams } from './tableWords';
import { useLayoutDocument } from './layoutStore';

const w = AGV_TABLE_WORDS.save;

/** Says whether the layout is saved on this device; when the browser refuses, says why and offers the layout as a file. */
export function LayoutSaveStatus({ onDownload }: { onDownload: () => void }) {
  const save = useLayoutDocument((s) => s.save);
  if (save.status === 'failed') {
    return (
      <div className="error-box agv-save" role="alert">
        <p>{w.failed(failureParams(save.failure))}</p>
        <button type="button" onClick={onDownload}>
          {w.download}
        </button>
      </div>
    );
  }
  return (
    <p className={`agv-save agv-save-${save.status}`} role="status">
      {save.status === 'saved' && <span aria-hidden="true">✓ </span>}
      {save.status === 'saved' ? w.saved : save.status === 'pending' ? w.saving : w.unsaved}
    </p>
  );
}
