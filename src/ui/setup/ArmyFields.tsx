import { RATINGS, type Army, type Rules } from '../../engine';
import { LIBRARY_WORDS } from '../words/library';
import { Field, numberValue } from './fields';

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

const RATING_NAMES: Record<(typeof RATINGS)[number], string> = {
  legendary: 'Legendary (Red die, R)',
  talented: 'Talented (Yellow die, Y)',
  competent: 'Competent (Green die, G)',
  mediocre: 'Mediocre (White die, W)',
};

const FIRST: { key: keyof Army['deploysFirst']; label: string }[] = [
  { key: 'batteries', label: 'Battery TuGs' },
  { key: 'barricades', label: 'TuGs with barricades' },
  { key: 'battleWagons', label: 'Battle wagons' },
  { key: 'redoubts', label: 'TuGs with redoubts' },
  { key: 'expendables', label: 'Expendables' },
];

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
      <Field label="Army name" error={errors[`${at}.name`]}>
        {(a) => <input {...a} value={army.name} list={armyNames} placeholder={LIBRARY_WORDS.armyPlaceholder} onChange={(e) => onChange({ ...army, name: e.target.value })} />}
      </Field>
      <Field label="Army commander rating" error={errors[`${at}.rating`]} hint="Sets the roll-off die (source 000 PBS 8.A).">
        {(a) => (
          <select {...a} value={army.rating} onChange={(e) => onChange({ ...army, rating: e.target.value as Army['rating'] })}>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {RATING_NAMES[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {number('pbsCards', 'PBS cards', 'From the army list.')}
      {number('scoutingCards', 'Scouting cards', 'From the army list; saved PBS cards count towards it.')}
      {number('tugs', 'TuGs in the army')}
      <fieldset className="field">
        <legend>Territories offered when defending</legend>
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
              {t.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>Troops that deploy first</legend>
        <div className="checks">
          {/* Only the troops this edition's sheet names: expendables in 2020, battle wagons and redoubts in 2023. */}
          {FIRST.filter(({ key }) => rules.editions[edition].deployment.firstTroops.includes(key)).map(({ key, label }) => (
            <Field key={key} label={label} error={errors[`${at}.deploysFirst.${key}`]}>
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
