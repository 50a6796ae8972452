import { referenceReturn, useNavigation } from '../navigation';
import { SHELL_WORDS } from '../words/shell';

/**
 * "Rules": opens the rules reference, at `place` when given (a step's own section, issue 38: found when pressed, with the
 * reference's code), else at its contents. The reference's Back (and the browser's) returns to this screen, at the same
 * step of a game in progress.
 */
export function RulesButton({ className, place }: { className?: string; place?: () => Promise<Record<string, string> | null> }) {
  const view = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  const from = referenceReturn(view);
  const back: Record<string, string> = from ? { from } : {};
  const open = async () => {
    const at = place ? await place().catch(() => null) : null;
    go('reference', { ...at, ...back });
  };
  return (
    <button type="button" className={className} onClick={() => void open()}>
      {SHELL_WORDS.rulesButton}
    </button>
  );
}
