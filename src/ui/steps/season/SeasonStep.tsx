import { nameOf } from '../../words/viewNames';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { SEASON_WORDS as W } from './words';

/** Seed 002 weather rules: the invader chooses the season before terrain. */
export function SeasonStep({ rules, view, dispatch }: StepProps) {
  return (
    <div>
      <Explain rules={rules} line={W.explain({ invader: nameOf(view, 'invader') })} source={rules.weather.source} edition={view.setup.edition} />
      <div className="actions">
        {rules.weather.seasons.map((s) => (
          <button key={s.id} type="button" onClick={() => dispatch({ type: 'chooseSeason', season: s.id })}>
            {W.choice({ season: s.name, modifier: s.modifier, up: s.modifier > 0 })}
          </button>
        ))}
      </div>
    </div>
  );
}
