import { summary, type Action, type GameState, type Rules } from '../../engine';
import { BattleFacts, TerrainPiecesTable } from '../components/BattleFacts';
import { SeedSeal } from '../game/SeedSeal';
import { GAME_CODE_WORDS } from '../words/gameCode';
import { SUMMARY_WORDS } from './words';
import { SheetButton } from '../sheet/SheetButton';
import { ShareLinkControl } from '../share/ShareLinkControl';
import { TableDiagram } from '../table/TableDiagram';

/** The battle as decided: sides, territory, square, flank, terrain with outcomes, weather, scouting, deployment. */
export function SummaryStep({ rules, state, dispatch }: { rules: Rules; state: GameState; dispatch?: (action: Action) => boolean }) {
  const s = summary(rules, state);
  return (
    <div className="summary">
      <h2>{SUMMARY_WORDS.title}</h2>
      <SheetButton done={state.phase === 'done'} />
      <BattleFacts summary={s} setup={state.setup} />
      <TerrainPiecesTable terrain={s.terrain} />
      <TableDiagram rules={rules} view={state} onRecord={dispatch} />
      {(state.setup.cards === 'digital' || state.setup.dice === 'digital') && (
        <>
          <h3>{GAME_CODE_WORDS.title}</h3>
          <SeedSeal state={state} />
        </>
      )}
      <ShareLinkControl />
    </div>
  );
}
