import { RATINGS, type Army, type Rules } from '../../engine';
import { LIBRARY_WORDS } from '../words/library';
import { withoutBidiControls } from '../words/names';
import { Field, numberValue } from './fields';
import { ARMY_WORDS as W } from './words';
import { dataName } from '../words/vocab';

interface Props {
  rules: Rules;
  edition: '2023' | '2020';
  index: 0 | 1;
  army: Army;
  /** The id of the list of army names typed in earlier games, offered as the name is typed. */
  armyNames: string;
  errors: Record<string, string>;
  onChange: (army: Army) => void;
}

const FIRST: { key: keyof Army['deploysFirst']; label: (params: { unit: string }) => string }[] = (['batteries', 'barricades', 'battleWagons', 'redoubts', 'expendables'] as const).map((key) => ({
  key,
  label: W.first[key],
}));

/** The army fields of one player: everything the pre-battle needs from the army list. */
export function ArmyFields({ rules, edition, index, army, armyNames, errors, onChange }: Props) {
  const at = `players.${index}.army`;
  const number = (key: 'pbsCards' | 'scoutingCards' | 'tugs', label: string, hint?: string) => (
    <Field label={label} error={errors[`${at}.${key}`]} {...(hint ? { hint } : {})}>
      {(a) => (
        <input {...a} type="number" inputMode="numeric" min={0} value={Number.isNaN(army[key]) ? '' : army[key]} onChange={(e) => onChange({ ...army, [key]: numberValue(e.target.value) })} />
      )}
    </Field>
  );
  const toggleTerritory = (id: string, on: boolean) =>
    onChange({ ...army, territories: on ? [...army.territories, id] : army.territories.filter((t) => t !== id) });
  return (
    <>
      <Field label={W.name} error={errors[`${at}.name`]}>
        {(a) => <input {...a} value={army.name} list={armyNames} placeholder={LIBRARY_WORDS.armyPlaceholder} onChange={(e) => onChange({ ...army, name: withoutBidiControls(e.target.value) })} />}
      </Field>
      <Field label={W.rating} error={errors[`${at}.rating`]} hint={W.ratingHint({ source: rules.editions[edition].rollOff.source })}>
        {(a) => (
          <select {...a} value={army.rating} onChange={(e) => onChange({ ...army, rating: e.target.value as Army['rating'] })}>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {W.ratings[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {number('pbsCards', W.pbsCards, W.fromList)}
      {number('scoutingCards', W.scoutingCards, W.scoutingHint)}
      {number('tugs', W.tugs({ unit: rules.editions[edition].deployment.unit }))}
      <fieldset className="field">
        <legend>{W.territories}</legend>
        {errors[`${at}.territories`] && (
          <div id={`territories-error-${index}`} className="field-error">
            {errors[`${at}.territories`]}
          </div>
        )}
        <div className="checks">
          {rules.territories[edition].map((t) => (
            <label key={t.id} className="check">
              <input
                type="checkbox"
                checked={army.territories.includes(t.id)}
                aria-describedby={errors[`${at}.territories`] ? `territories-error-${index}` : undefined}
                onChange={(e) => toggleTerritory(t.id, e.target.checked)}
              />
              {dataName('territory', t.id, t.name)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>{W.deploysFirst}</legend>
        <div className="checks">
          {/* Only the troops this edition's sheet names: expendables in 2020, battle wagons and redoubts in 2023. */}
          {FIRST.filter(({ key }) => rules.editions[edition].deployment.firstTroops.includes(key)).map(({ key, label }) => (
            <Field key={key} label={label({ unit: rules.editions[edition].deployment.unit })} error={errors[`${at}.deploysFirst.${key}`]}>
              {(a) => (
                <input
                  {...a}
                  type="number"
                  min={0}
                  className="short"
                  value={Number.isNaN(army.deploysFirst[key]) ? '' : army.deploysFirst[key]}
                  onChange={(e) => onChange({ ...army, deploysFirst: { ...army.deploysFirst, [key]: numberValue(e.target.value) } })}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </>
  );
}
