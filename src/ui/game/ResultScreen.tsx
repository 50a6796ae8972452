import type { PublicView, Rules, Setup } from '../../engine';
import { eventText, wordContext } from '../words';
import { RESULT_WORDS } from '../words/results';
import type { ResultGroup } from './results';
import { Quoted } from '../components/Quoted';
import { sayScaled } from '../words/scaledText';

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
  const weather = result.events.flatMap((e) => (e.code === 'weatherRolled' ? [rules.weather.types.find((t) => t.id === e.params.weather)] : []))[0];
  return (
    <div className="result-screen">
      <p className="result-lead">{text.lead}</p>
      <div role="status">
        <ul className="result-list">
          {result.events.map((event, i) => (
            <li key={i}>{eventText(words, event)}</li>
          ))}
        </ul>
      </div>
      {weather && (
        <p>
          <strong>
            <Quoted>{weather.name}</Quoted>:
          </strong>{' '}
          <Quoted>{sayScaled(rules, setup, weather.effects)}</Quoted>
        </p>
      )}
      <button type="button" className="big" onClick={onGoOn}>
        {text.goOn}
      </button>
    </div>
  );
}
