import { DIE_BUTTONS_WORDS as W } from './words';

/** Physical dice: the player enters the face he rolled. */
export function DieButtons({ label, onDie }: { label: string; onDie: (die: number) => void }) {
  return (
    <fieldset>
      <legend>{W.enterResult({ label })}</legend>
      <div className="actions">
        {[1, 2, 3, 4, 5, 6].map((die) => (
          <button key={die} type="button" className="ghost" onClick={() => onDie(die)}>
            {die}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
