import './odds.css';

/** What a bar's colour stands for; each colour always comes with a word beside it and a letter inside. */
export type OddsTone = 'win' | 'tie' | 'lose' | 'neutral';

const LETTER: Record<OddsTone, string> = { win: 'W', tie: 'T', lose: 'L', neutral: '' };

const width = (chance: number) => `${Math.max(0, Math.min(1, chance)) * 100}%`;

/** One chance: the words (with the percentage) and a small bar beside them that repeats it for the eye only. */
export function OddsBar({ text, chance, tone = 'neutral' }: { text: string; chance: number; tone?: OddsTone }) {
  return (
    <div className="odds-row">
      <span>{text}</span>
      <span className="odds-bar" aria-hidden="true">
        <span className={`odds-fill odds-${tone}`} style={{ inlineSize: width(chance) }} />
      </span>
    </div>
  );
}

/** Win, tie and lose as one sentence and one bar split three ways, each part lettered W, T and L. */
export function OddsSplit({ text, win, tie, lose }: { text: string; win: number; tie: number; lose: number }) {
  const parts: [OddsTone, number][] = [
    ['win', win],
    ['tie', tie],
    ['lose', lose],
  ];
  return (
    <div className="odds-row">
      <span>{text}</span>
      <span className="odds-bar" aria-hidden="true">
        {parts
          .filter(([, chance]) => chance > 0)
          .map(([tone, chance]) => (
            <span key={tone} className={`odds-fill odds-${tone}`} style={{ inlineSize: width(chance) }}>
              {chance >= 0.12 ? LETTER[tone] : ''}
            </span>
          ))}
      </span>
    </div>
  );
}
