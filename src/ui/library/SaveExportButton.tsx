import { exportGameFile } from '../gameFile';
import { useGame } from '../store';
import { battleSealed } from '../store/seals';
import { ExportButton } from './ExportButton';

/** The open game's file to download (with the warning a sealed game's export gives), for when the browser would not store it. */
export function SaveExportButton({ label }: { label: string }) {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const stepId = useGame((s) => s.state?.stepId ?? null);
  const sealed = useGame((s) => (s.state ? battleSealed(s.state) : false));
  if (!setup || !stepId) return null;
  return <ExportButton label={label} modes={setup} stepId={stepId} battleSealed={sealed} onExport={() => exportGameFile(setup, log, startedAt)} />;
}
