import type { Rules, Setup } from '../../engine';
import { referenceWords } from './words';

interface Props {
  rules: Rules;
  scale: Setup['scale'];
  onChoose: (scale: Setup['scale']) => void;
}

/** Which scale the reference says its terrain and weather distances in (RULES-NOTES section 2): one radio per scale, from the data. */
export function ScaleChooser({ rules, scale, onChoose }: Props) {
  return (
    <fieldset className="ref-scale">
      <legend>{referenceWords.scaleLegend}</legend>
      {rules.scales.scales.map((s) => (
        <label key={s.id}>
          <input type="radio" name="ref-scale" value={s.id} checked={s.id === scale} onChange={() => onChoose(s.id)} />{' '}
          {referenceWords.scaleOption({ name: s.name, unit: s.unit })}
        </label>
      ))}
      <p className="hint">{referenceWords.scaleHint}</p>
    </fieldset>
  );
}
