import { useEffect, useId, useMemo, useState } from 'react';
import { ccnPack, type CcnPack, type PackLoad } from '../../packs/ccn';
import { formatHash, useNavigation } from '../navigation';
import { followInApp } from '../packs/followInApp';
import { PackDisabled } from '../packs/PackDisabled';
import { CCN_DICE_WORDS } from './diceWords';
import { DiceAnswer } from './DiceAnswer';
import { DiceForm } from './DiceForm';
import { diceOutcome, formFromParams, formParams, type DiceForm as Form, type DiceOutcome } from './diceForm';
import './ccn-dice.css';

const w = CCN_DICE_WORDS;

/** How long the inputs must rest before the answer is announced, so typing does not set off a storm of announcements. */
const ANNOUNCE_DELAY_MS = 700;

/** What the polite live region says for an outcome. */
function announcement(outcome: DiceOutcome): string {
  if (outcome.kind === 'needsDice') return w.diceErrors[outcome.problem];
  if (outcome.kind === 'refused') return w.answer.refused;
  const { result } = outcome;
  return w.answer.announce({ mayBattle: result.mayBattle, dice: result.dice, flags: result.ignoreFlags });
}

/** The text once it has stayed the same for a moment. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

function Calculator({ pack }: { pack: CcnPack }) {
  const uid = `dice${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const params = useNavigation((s) => s.params);
  const go = useNavigation((s) => s.go);
  const form = useMemo(() => formFromParams(pack, params), [pack, params]);
  const outcome = useMemo(() => diceOutcome(pack, form), [pack, form]);
  const spoken = useSettled(announcement(outcome), ANNOUNCE_DELAY_MS);
  const change = (next: Form) => go('ccnDice', formParams(next), { replace: true });
  const answerId = `${uid}-answer`;
  const showAnswer = () => {
    const heading = document.getElementById(answerId);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div className="ccn-dice" onClick={followInApp}>
      <header className="dice-header">
        <nav className="dice-nav" aria-label={w.navLabel}>
          <a href={formatHash('home')}>{w.home}</a>
          <a href={formatHash('reference', { section: 'otherPacks', part: 'ccn', from: 'ccnDice' })}>{w.rulesLink}</a>
        </nav>
        <p className="dice-game">{w.game}</p>
        <h1>{w.title}</h1>
        <p>{w.intro}</p>
      </header>
      <DiceForm uid={uid} pack={pack} form={form} onChange={change} />
      {outcome.kind === 'answer' && (
        <div className="dice-bar">
          <button type="button" className="ghost" onClick={showAnswer}>
            {w.answer.jump({ summary: announcement(outcome) })}
          </button>
        </div>
      )}
      <section className="dice-answer card" aria-labelledby={answerId}>
        <h2 id={answerId} tabIndex={-1}>
          {w.answer.title}
        </h2>
        <DiceAnswer pack={pack} form={form} outcome={outcome} />
      </section>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
    </div>
  );
}

/**
 * Commands & Colors: Napoleonics battle dice (seed 003, every terrain's Battle paragraph): the attacking unit,
 * both hexes and the combat in, the dice to roll and every rule behind them out, kept in the address so a
 * reload or Back keeps the question. A pack that failed to load shows why instead (`load` is the bundled pack
 * unless a test gives another).
 */
export function CcnDiceScreen({ load = ccnPack() }: { load?: PackLoad<CcnPack> }) {
  if (!load.ok) {
    return (
      <section onClick={followInApp}>
        <h1>{w.title}</h1>
        <PackDisabled game="ccn" error={load.error} />
        <p>
          <a href={formatHash('home')}>{w.home}</a>
        </p>
      </section>
    );
  }
  return <Calculator pack={load.pack} />;
}
