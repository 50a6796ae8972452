import { useId } from 'react';
import type { CcnBattleDice, CcnPack } from '../../packs/ccn';
import { AppliedRules } from '../packs/AppliedRules';
import { CCN_DICE_WORDS } from './diceWords';
import { hexIds, type DiceForm } from './diceForm';
import { ccnReference } from './reference';

const w = CCN_DICE_WORDS.answer;

/** Both hexes' movement and square rules for the attacking unit type (seed 003 Movement paragraphs), quoted with sources. */
export function DiceNotes({ pack, form, notes }: { pack: CcnPack; form: DiceForm; notes: CcnBattleDice['notes'] }) {
  const titleId = useId();
  const hexName = (side: 'from' | 'to') =>
    // In the data's order, so Field Works on a Hill reads "Hill + Field Works" whichever was picked first.
    hexIds(form[side])
      .map((id) => ({ id, at: pack.file.terrain.findIndex((t) => t.id === id) }))
      .sort((a, b) => a.at - b.at)
      .map(({ id }) => pack.terrain.get(id)?.name ?? CCN_DICE_WORDS.hex.clear)
      .join(' + ');
  return (
    <section className="dice-notes" aria-labelledby={titleId}>
      <h3 id={titleId}>{w.notesTitle({ unit: form.unit })}</h3>
      {(['from', 'to'] as const).map((side) => {
        const rules = notes.filter((n) => n.hex === side);
        return (
          <div key={side}>
            <h4>{w.notesHex[side]({ terrain: hexName(side) })}</h4>
            {rules.length > 0 ? (
              <AppliedRules rules={rules} reference={ccnReference} from="ccnDice" label={w.notesHex[side]({ terrain: hexName(side) })} />
            ) : (
              <p className="hint">{w.noNotes}</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
