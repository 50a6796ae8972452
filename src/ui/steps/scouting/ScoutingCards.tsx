import { useId } from 'react';
import { COLOURS, type Colour, type PublicView, type Side } from '../../../engine';
import { CardChip } from '../../components/CardChip';
import { nameOf } from '../../words/viewNames';
import { SIDE_WORDS } from '../../words/vocab';
import { SCOUTING_CARDS_WORDS as W } from './words';

/** Best first, as the comparison reads them. */
const bestFirst = (cards: readonly Colour[]) => [...cards].sort((a, b) => COLOURS.indexOf(b) - COLOURS.indexOf(a));

/** Each side's scouting cards and the best ones that made its total (PBS 10.A), where the comparison is read (issue 38). */
export function ScoutingCards({ view, scouting }: { view: PublicView; scouting: NonNullable<PublicView['scouting']> }) {
  const title = useId();
  const sides: Side[] = ['invader', 'defender'];
  return (
    <section className="scouting-cards" aria-labelledby={title}>
      <h3 id={title}>{W.title}</h3>
      <dl>
        {sides.map((side) => (
          <div key={side}>
            <dt>{W.whose({ player: nameOf(view, side), side: SIDE_WORDS[side] })}</dt>
            <dd>
              {W.dealt({ count: scouting.cards[side].length })}{' '}
              {bestFirst(scouting.cards[side]).map((colour, i) => (
                <CardChip key={i} colour={colour} />
              ))}
            </dd>
            <dd>
              {scouting.best[side].length === 0 ? W.countedNone({ total: scouting.totals[side] }) : W.counted({ count: scouting.best[side].length, total: scouting.totals[side] })}{' '}
              {bestFirst(scouting.best[side]).map((colour, i) => (
                <CardChip key={i} colour={colour} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
