import { referenceReturn, useNavigation } from '../navigation';
import { SHELL_WORDS } from '../words/shell';

/**
 * "Rules": opens the rules reference at its contents. The reference's Back (and the browser's) returns
 * to this screen, at the same step of a game in progress.
 */
export function RulesButton({ className }: { className?: string }) {
  const view = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  const from = referenceReturn(view);
  return (
    <button type="button" className={className} onClick={() => go('reference', from ? { from } : {})}>
      {SHELL_WORDS.rulesButton}
    </button>
  );
}
