import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { ccnPack, lineOfSightWith, type CcnPack, type PackLoad } from '../../packs/ccn';
import { PackDisabled } from '../packs/PackDisabled';
import { CCN_SIGHT_WORDS, type SightExampleId } from './sightWords';
import { HexBoard } from './HexBoard';
import { SightBoardControls } from './SightBoardControls';
import type { Axial } from './hexLayout';
import { hexViews } from './hexView';
import { paintOptions, readStoredBoard, sightReducer, storeBoard, toPackBoard, type SightBoard } from './sightBoard';
import { SightExamples } from './SightExamples';
import { sightExamples, type SightExample } from './sightExampleBoards';
import { SightKey } from './SightKey';
import { SightPanel } from './SightPanel';
import { SightTools, toolFor, type ToolChoice } from './SightTools';
import './ccn-sight.css';

const w = CCN_SIGHT_WORDS;

/** Phones start with large hexes (the board scrolls in its frame); wider screens see the whole board. */
function startsLarge(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 40rem)').matches;
}

function SightWorkspace({ pack }: { pack: CcnPack }) {
  const uid = `sight${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [stored] = useState(() => readStoredBoard(pack));
  const [board, dispatch] = useReducer(sightReducer, stored.board);
  const [damaged, setDamaged] = useState(stored.damaged);
  const [replaced, setReplaced] = useState<{ board: SightBoard; example: SightExampleId } | null>(null);
  const [large, setLarge] = useState(startsLarge);
  const [choice, setChoice] = useState<ToolChoice>({ kind: 'terrain', paint: 'forest', unitType: null });
  const resultTitle = useRef<HTMLDivElement>(null);
  const options = useMemo(() => paintOptions(pack), [pack]);
  const examples = useMemo(() => sightExamples(pack), [pack]);
  useEffect(() => storeBoard(board), [board]);
  const answer = useMemo(
    () => (board.firer && board.target ? lineOfSightWith(pack, toPackBoard(board), board.firer, board.target) : null),
    [pack, board],
  );
  const ok = answer?.ok ? answer : null;
  const views = useMemo(() => hexViews(pack, board, ok), [pack, board, ok]);
  const tool = useMemo(() => toolFor(choice, options), [choice, options]);
  const press = useCallback(
    (hex: Axial) => {
      dispatch({ type: 'apply', hex, tool });
      setReplaced(null);
    },
    [tool],
  );
  const line = useMemo(
    () => (ok && board.firer && board.target ? { from: board.firer, to: board.target, blocked: ok.blocked } : null),
    [ok, board],
  );
  const edges = useMemo(() => ok?.edges ?? [], [ok]);
  const empty = board.hexes.length === 0 && !board.firer && !board.target;
  const loadExample = (example: SightExample) => {
    if (!empty) setReplaced({ board: replaced?.board ?? board, example: example.id });
    dispatch({ type: 'load', board: example.board });
    resultTitle.current?.querySelector('h2')?.focus();
  };
  return (
    <div className="ccn-sight">
      <header className="sight-header">
        <p className="sight-game">{w.game}</p>
        <h1>{w.title}</h1>
        <p>{w.intro}</p>
        {damaged && (
          <div className="banner" role="status">
            <p>{w.storedDamaged}</p>
            <button type="button" className="ghost small" onClick={() => setDamaged(false)}>
              {w.dismiss}
            </button>
          </div>
        )}
      </header>
      <div className="sight-tools-area">
        <SightTools pack={pack} uid={uid} options={options} choice={choice} onChoice={setChoice} />
      </div>
      <div className="sight-board-area">
        <HexBoard
          uid={uid}
          views={views}
          line={line}
          edges={edges}
          onPress={press}
          large={large}
        />
        <SightBoardControls
          uid={uid}
          large={large}
          onLarge={setLarge}
          empty={empty}
          onClear={() => {
            dispatch({ type: 'clear' });
            setReplaced(null);
          }}
        />
      </div>
      <div className="sight-result-area" ref={resultTitle}>
        {replaced && (
          <div className="banner" role="status">
            <p>{w.examples.loaded({ name: w.examples.items[replaced.example].name })}</p>
            <button
              type="button"
              className="ghost small"
              onClick={() => {
                dispatch({ type: 'load', board: replaced.board });
                setReplaced(null);
              }}
            >
              {w.examples.restore}
            </button>
          </div>
        )}
        <SightPanel board={board} views={views} answer={answer} />
      </div>
      <div className="sight-key-area">
        <SightKey pack={pack} uid={uid} options={options} />
      </div>
      <div className="sight-examples-area">
        <SightExamples examples={examples} onLoad={loadExample} />
      </div>
    </div>
  );
}

/**
 * Commands & Colors: Napoleonics line of sight (seed 003, every terrain's Line of Sight paragraph): a hex
 * board to paint and place units on, the line from the firer's centre to the target's, and the pack's answer
 * with its rules. A pack that failed to load shows why instead (`load` is the bundled pack unless a test
 * gives another).
 */
export function CcnSightScreen({ load = ccnPack() }: { load?: PackLoad<CcnPack> }) {
  if (!load.ok) {
    return (
      <section>
        <h1>{w.title}</h1>
        <PackDisabled game="ccn" error={load.error} />
      </section>
    );
  }
  return <SightWorkspace pack={load.pack} />;
}
