import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Rules } from '../../engine';
import { TableDiagram } from '../table/TableDiagram';
import { SHEET_TEXT_WORDS, SHEET_WORDS } from './words';
import { battleSheet, sheetText, type SheetExtras, type SheetSection, type SheetView } from './battleSheet';
import { QR_MAX_CHARS, QrCode } from './QrCode';
import './sheet.css';
import { Quoted } from '../components/Quoted';
import { WithSourceText } from '../components/WithSourceText';
import { useLanguage } from '../shell/useLanguage';

export interface BattleSheetProps {
  rules: Rules;
  /** The public view of the game (a game state will do): the sheet never shows a hand or the deck. */
  view: SheetView;
  /** The seed once revealed, or null while it is sealed. */
  seed: string | null;
  /** The game draws from a code its file had lost: what it dealt and rolled was entered, not checked (issue 28). */
  codeLost?: boolean;
  /** The battle code of the app's battle weather dice, revealed only once the battle is over (issue 13). */
  battleSeal?: SheetExtras['battleSeal'];
  /** The share link to print as a QR code, or null without one. */
  shareUrl: string | null;
  /** The button that leaves the sheet; none hides it. */
  back?: { label: string; onBack: () => void };
  /** The control that exports the game file, offered on screen when the link is too long for a printed QR code (issue 29). */
  gameFile?: ReactNode;
  /** On screen only, above the sheet: why the link opens only on this computer, with the field for the app's public address. */
  address?: ReactNode;
}

type CopyState = 'idle' | 'copied' | 'fallback';

function Section({ section }: { section: SheetSection }) {
  const Rows = section.ordered ? 'ol' : 'ul';
  return (
    <section className={`sheet-section sheet-${section.id}`} aria-labelledby={`sheet-${section.id}-title`}>
      <h3 id={`sheet-${section.id}-title`}>
        {section.title}
        {section.source && (
          <span className="sheet-source">
            {' '}
            <Quoted source>{section.source}</Quoted>
          </span>
        )}
      </h3>
      <Rows className="sheet-rows">
        {section.rows.map((row, i) => (
          <li key={i} value={section.ordered ? row.number : undefined}>
            <strong>{row.quoted === 'label' ? <Quoted>{row.label}</Quoted> : row.label}</strong>
            {row.count && <span className="sheet-count"> [{row.count}]</span>}
            {SHEET_TEXT_WORDS.labelEnd}
            {row.withSource ? <WithSourceText text={row.withSource} /> : row.quoted === 'value' ? <Quoted code>{row.value}</Quoted> : row.value}
          </li>
        ))}
      </Rows>
    </section>
  );
}

/**
 * The battle sheet (issue 10): one printed page, A4 or US Letter, with everything the players need at the table,
 * and on screen the same page with Print, Copy as text and Back. Print hides the app's header and these buttons.
 */
export function BattleSheet({ rules, view, seed, codeLost = false, battleSeal = null, shareUrl, back, gameFile, address }: BattleSheetProps) {
  const lang = useLanguage();
  // `lang`: the words inside are read from the catalogues in the language on screen, so a new language builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sheet = useMemo(() => battleSheet(rules, view, { seed, codeLost, shareUrl, battleSeal }), [rules, view, seed, codeLost, shareUrl, battleSeal, lang]);
  const text = useMemo(() => sheetText(sheet), [sheet]);
  const [copy, setCopy] = useState<CopyState>('idle');
  const textArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (copy !== 'fallback') return;
    textArea.current?.focus();
    textArea.current?.select();
  }, [copy]);
  const copyText = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('fallback');
    }
  };
  const body = sheet.sections.filter((s) => s.id !== 'seed');
  const seedSection = sheet.sections.find((s) => s.id === 'seed');
  const tableAt = body.findIndex((s) => s.id === 'territoryRules') + 1;
  const linkTooLong = sheet.shareUrl !== null && sheet.shareUrl.length > QR_MAX_CHARS;
  return (
    <div className="battle-sheet">
      <div className="sheet-controls">
        <h1>{SHEET_WORDS.heading}</h1>
        <p className="hint">{SHEET_WORDS.printHint}</p>
        <div className="actions">
          <button type="button" onClick={() => window.print()}>
            {SHEET_WORDS.print}
          </button>
          <button type="button" className="ghost" onClick={() => void copyText()}>
            {SHEET_WORDS.copy}
          </button>
          {back && (
            <button type="button" className="ghost" onClick={back.onBack}>
              {back.label}
            </button>
          )}
        </div>
        {address}
        {linkTooLong && (
          <div className="sheet-game-file">
            <p className="hint">{SHEET_WORDS.qrGameFile}</p>
            {gameFile}
          </div>
        )}
        <div role="status" className="sheet-status">
          {copy === 'copied' && <p>{SHEET_WORDS.copied}</p>}
          {copy === 'fallback' && <p>{SHEET_WORDS.copyFallback}</p>}
        </div>
        {copy === 'fallback' && (
          <textarea ref={textArea} className="sheet-text" readOnly value={text} aria-label={SHEET_WORDS.textLabel} rows={12} />
        )}
      </div>
      <article className="sheet-page" aria-labelledby="sheet-title">
        <header className="sheet-head">
          <p className="sheet-kicker">{sheet.subtitle}</p>
          <h2 id="sheet-title">{sheet.title}</h2>
        </header>
        <div className="sheet-columns">
          {body.slice(0, tableAt).map((s) => (
            <Section key={s.id} section={s} />
          ))}
          <section className="sheet-section sheet-table" aria-labelledby="sheet-table-title">
            <h3 id="sheet-table-title">{SHEET_WORDS.sections.table}</h3>
            <div className="sheet-diagram" style={{ '--table-ratio': String(view.setup.table.widthCm / view.setup.table.depthCm) } as CSSProperties}>
              <TableDiagram rules={rules} view={view} printable />
            </div>
          </section>
          {body.slice(tableAt).map((s) => (
            <Section key={s.id} section={s} />
          ))}
        </div>
        <footer className="sheet-foot">
          {sheet.shareUrl &&
            (linkTooLong ? (
              <p className="sheet-qr-long">{SHEET_WORDS.qrLinkTooLong({ chars: sheet.shareUrl.length, max: QR_MAX_CHARS })}</p>
            ) : (
              <QrCode className="sheet-qr" text={sheet.shareUrl} name={SHEET_WORDS.qrName} tooLong={SHEET_WORDS.qrTooLong} />
            ))}
          <div className="sheet-foot-text">
            {sheet.tournament && (
              <p className="sheet-tournament">
                <strong>{SHEET_WORDS.labels.tournament}</strong>
                {SHEET_TEXT_WORDS.labelEnd}
                {sheet.tournament}
              </p>
            )}
            {seedSection && <Section section={seedSection} />}
            {sheet.shareUrl && (
              <p className="sheet-url">
                <strong>{SHEET_WORDS.labels.shareLink}</strong>
                {SHEET_TEXT_WORDS.labelEnd}
                <Quoted code>{sheet.shareUrl}</Quoted>
              </p>
            )}
          </div>
        </footer>
      </article>
    </div>
  );
}
