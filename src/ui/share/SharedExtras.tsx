import { isFinished, type PublicView, type Rules } from '../../engine';
import { TableDiagram } from '../table/TableDiagram';
import { SHARED_SHEET_WORDS } from './words';

/**
 * A shared battle's table diagram, read-only as the players' own screens draw it, and once the pre-battle is
 * over the way to its battle sheet (issue 10: "map, diagram, sheet").
 */
export function SharedExtras({ rules, view, onOpenSheet }: { rules: Rules; view: PublicView; onOpenSheet: () => void }) {
  return (
    <>
      {view.flank !== null && <TableDiagram rules={rules} view={view} />}
      {isFinished(view) && (
        <p>
          <button type="button" onClick={onOpenSheet}>
            {SHARED_SHEET_WORDS.openSheet}
          </button>
        </p>
      )}
    </>
  );
}
