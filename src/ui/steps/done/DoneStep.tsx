import { WeatherTracker } from '../../battle/WeatherTracker';
import { SummaryStep } from '../summary/SummaryStep';
import type { StepProps } from '../types';

/** The pre-battle done: the battle's weather turn by turn, above the summary of the battle as decided. */
export function DoneStep(props: StepProps) {
  return (
    <>
      <WeatherTracker {...props} />
      <SummaryStep {...props} />
    </>
  );
}
