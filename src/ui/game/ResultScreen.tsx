import { ScoutingCards } from '../steps/scouting/ScoutingCards';
import type { PublicView, Rules, Setup } from '../../engine';
import { eventText, wordContext } from '../words';
import { RESULT_WORDS } from '../words/results';
import { RESULT_EXPLAIN, scoutingExplainText } from './resultWords';
import { Explain } from '../rules/Explain';
import { nameOf, opponent } from '../../engine';
import type { ResultGroup } from './results';
import { Quoted } from '../components/Quoted';
import { sayScaled } from '../words/sayScaled';
import { dataName } from '../words/vocab';

export interface ResultScreenProps {
  rules: Rules;
  setup: Setup;
  /** What the room sees: the results are public. */
  view: PublicView;
  result: ResultGroup;
  /** The players have read it: show the next result or the step. */
  onGoOn: () => void;
}

/**
 * A step's result on its own screen until the players go on (issue 11): the territory contest, the
 * terrain the app's dice placed, the weather, scouting. The heading is the step's, so the page reads as one step.
 */
export function ResultScreen({ rules, setup, view, result, onGoOn }: ResultScreenProps) {
  const words = wordContext(rules, view, setup);
  const text = RESULT_WORDS[result.kind];
  const edition = rules.editions[setup.edition];
  const scouting = view.scouting;
  const explain =
    result.kind === 'territory'
      ? { line: RESULT_EXPLAIN.territory({ chooser: nameOf(view, view.territoryChooser ?? 'defender'), invaderWon: view.territoryChooser === 'invader' }), source: edition.territoryContest.source }
      : result.kind === 'placement'
        ? { line: RESULT_EXPLAIN.placement, source: edition.placement.source }
        : result.kind === 'weather'
          ? { line: RESULT_EXPLAIN.weather, source: rules.weather.source }
          : {
              line: scoutingExplainText(
                scouting?.outscouted ? nameOf(view, scouting.outscouted) : null,
                scouting?.outscouted ? nameOf(view, opponent(scouting.outscouted)) : null,
                scouting?.by ?? 0,
              ),
              source: edition.scouting.source,
            };
  // The card that completes the contest is told by the reveal: "has chosen a card, face down" does not belong under "Both cards are face up".
  const shown = result.events.filter((e) => !(result.kind === 'territory' && e.code === 'cardCommitted'));
  const weather = result.events.flatMap((e) => (e.code === 'weatherRolled' ? [rules.weather.types.find((t) => t.id === e.params.weather)] : []))[0];
  return (
    <div className="result-screen">
      <Explain rules={rules} line={explain.line} source={explain.source} edition={setup.edition} />
      <p className="result-lead">{text.lead}</p>
      <div role="status">
        <ul className="result-list">
          {shown.map((event, i) => (
            <li key={i}>{eventText(words, event)}</li>
          ))}
        </ul>
      </div>
      {result.kind === 'scouting' && scouting && <ScoutingCards view={view} scouting={scouting} />}
      {weather && (
        <p>
          <strong>
            {dataName('weather', weather.id, weather.name)}:
          </strong>{' '}
          <Quoted source>{sayScaled(rules, setup, weather.effects)}</Quoted>
        </p>
      )}
      <button type="button" className="big" onClick={onGoOn}>
        {text.goOn}
      </button>
    </div>
  );
}
