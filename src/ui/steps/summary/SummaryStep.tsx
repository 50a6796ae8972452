import type { ReactNode } from 'react';
import { isFinished, summary, usesSeed } from '../../../engine';
import { BattleFacts, TerrainPiecesTable } from '../../components/BattleFacts';
import { SeedSeal } from '../../game/SeedSeal';
import { GAME_CODE_WORDS } from '../../words/gameCode';
import { SUMMARY_WORDS } from './words';
import { SheetButton } from '../../sheet/SheetButton';
import { ShareLinkControl } from '../../share/ShareLinkControl';
import { TableDiagram } from '../../table/TableDiagram';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';

/**
 * The battle as decided, in the order the players use it (issue 38): the battle sheet, the table diagram to lay the
 * terrain by, then `weather` (the weather of turn 1 on), then the facts: sides, territory, square, flank, terrain with
 * outcomes, weather, scouting, deployment.
 */
export function SummaryStep({ rules, view, answers, dispatch, weather }: StepProps & { weather?: ReactNode }) {
  const s = summary(rules, view);
  return (
    <div className="summary">
      <h2>{SUMMARY_WORDS.title}</h2>
      <Explain rules={rules} line={SUMMARY_WORDS.explain} source={rules.editions[view.setup.edition].source} edition={view.setup.edition} />
      <SheetButton done={isFinished(view)} />
      <TableDiagram rules={rules} view={view} onRecord={dispatch} />
      {weather}
      <BattleFacts summary={s} setup={view.setup} unit={rules.editions[view.setup.edition].deployment.unit} />
      <TerrainPiecesTable terrain={s.terrain} />
      {usesSeed(view.setup) && (
        <>
          <h3>{GAME_CODE_WORDS.title}</h3>
          {/* No seal in a game that draws from a code: its file had lost the code (issue 28). */}
          {answers.seal ? <SeedSeal seal={answers.seal} typed={view.setup.seedSource === 'typed'} /> : <p className="hint">{SUMMARY_WORDS.codeLost}</p>}
        </>
      )}
      <ShareLinkControl />
    </div>
  );
}
