import { Explain } from '../../rules/Explain';
import { DieButtons } from '../../components/DieButtons';
import type { StepProps } from '../types';
import { OMENS_WORDS as W } from './words';

/** The made-up omens with the players' own dice: they enter the face they rolled (with the app's dice, the app rolls it itself). */
export function OmensStep({ rules, view, dispatch }: StepProps) {
  return (
    <div>
      <Explain rules={rules} line={W.explain} source={rules.editions[view.setup.edition].rollOff.source} edition={view.setup.edition} />
      <DieButtons label={W.die} onDie={(die) => dispatch({ type: 'readOmens', die })} />
    </div>
  );
}
