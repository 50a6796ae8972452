import { useEffect, useId, useState } from 'react';
import { isolateName } from '../words/names';
import { setupDeadEnds, validateSetup, type PlayerSetup, type Rules, type Setup, usesSeed } from '../../engine';
import { baseWidthHint, setupErrorTexts, setupProblemText } from '../words';
import { ErrorNotice } from '../components/ErrorNotice';
import { LIBRARY_WORDS } from '../words/library';
import { withoutBidiControls } from '../words/names';
import { knownNames, refreshLibrary, useLibrary } from '../library/library';
import { useNavigation } from '../navigation';
import { rules, rulesFor, useGame } from '../store';
import { ArmyFields } from './ArmyFields';
import { defaultSetup, drawSeed, offeredTable } from './defaultSetup';
import { Field, numberValue } from './fields';
import { ProfileField } from './ProfileField';
import { profileIssueText } from '../words/houseRules';
import { blameChanged } from '../profiles/blame';
import { OddsField } from './OddsField';
import { SeedField } from './SeedField';
import { KeepNotice } from './KeepNotice';
import { TournamentFields } from './TournamentFields';
import type { EventInfo } from '../../share/eventLink';
import { SETUP_SCREEN_WORDS as W, TOURNAMENT_WORDS } from './words';
import { dataName } from '../words/vocab';

/** The setup being filled in, kept while the players manage the rules profiles and come back. */
let draft: Setup | null = null;

/** The kept setup, once. */
function takeDraft(): Setup | null {
  const kept = draft;
  draft = null;
  return kept;
}

/** The setup (a new one, or the one kept while the players managed the profiles) with an event link's event, round and rules profile (issue 37): the players type the rest. */
function withEvent(setup: Setup, event: EventInfo | undefined): Setup {
  if (!event) return setup;
  const { profile: _none, ...rest } = setup;
  const tournament = { event: event.event, ...(event.round === undefined ? {} : { round: event.round }) };
  return { ...rest, tournament, ...(event.profile ? { profile: event.profile } : {}) };
}

/**
 * The setup screen: both players and armies, edition, scale and table, card and dice modes, the seed (sealed unless
 * typed), and a tournament game's event, round and table, which an event link (`event`) fills in.
 */
export function SetupScreen({ event }: { event?: EventInfo }) {
  const [setup, setSetup] = useState<Setup>(() => withEvent(takeDraft() ?? defaultSetup(rules()), event));
  const r = rulesFor(setup);
  const [fieldErrors, setErrors] = useState<Record<string, string>>({});
  // Once a start found the rules a dead end at this table, the profile's error follows the profile, scale and table as they change.
  const [deadEndsShown, setDeadEndsShown] = useState(false);
  const start = useGame((s) => s.start);
  const libraryItems = useLibrary((s) => s.items);
  const known = knownNames(libraryItems);
  const listIds = { players: useId(), armies: useId() };
  useEffect(() => {
    void refreshLibrary();
  }, []);
  const scale = r.scales.scales.find((s) => s.id === setup.scale);
  const scaleTable = scale?.tables.find((t) => t.id === scale.defaultTable);
  const seedNeeded = usesSeed(setup);
  const errors = deadEndsShown ? { ...fieldErrors, ...deadEndErrors(r, setup) } : fieldErrors;

  const changeEdition = (edition: Setup['edition']) => {
    const territories = r.territories[edition].slice(0, 3).map((t) => t.id);
    setSetup({ ...setup, edition, players: setup.players.map((p) => ({ ...p, army: { ...p.army, territories } })) as Setup['players'] });
  };
  const changePlayer = (index: 0 | 1, player: PlayerSetup) => {
    const players = [...setup.players] as Setup['players'];
    players[index] = player;
    setSetup({ ...setup, players });
  };
  const submit = () => {
    // With physical cards and dice the seed decides nothing: a hidden, half-typed one must not block the start.
    const checked = validateSetup(r, seedNeeded ? setup : { ...setup, seed: drawSeed(), seedSource: 'drawn' });
    if (!checked.ok) {
      setErrors(setupErrorTexts(checked.errors, r.editions[setup.edition].deployment.unit));
      setDeadEndsShown(false);
      return;
    }
    // Issue 28: rules that leave the game no way on at this table (dice that always tie, no centre sector) are refused here, naming the setting.
    if (Object.keys(deadEndErrors(r, checked.setup)).length > 0) {
      setErrors({});
      setDeadEndsShown(true);
      return;
    }
    start(checked.setup);
    useNavigation.getState().go('game');
  };

  return (
    <form
      className="setup"
      aria-labelledby="setup-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h1 id="setup-title">{W.title}</h1>
      {event && <p className="hint">{TOURNAMENT_WORDS.fromLink({ event: isolateName(event.event) })}</p>}
      <fieldset className="card">
        <legend>{W.rules}</legend>
        <div className="field">
          <span className="label">{W.edition}</span>
          <div className="checks" role="radiogroup" aria-label={W.edition}>
            {(['2023', '2020'] as const).map((id) => (
              <label key={id} className="check">
                <input type="radio" name="edition" checked={setup.edition === id} onChange={() => changeEdition(id)} />
                {dataName('edition', id, r.editions[id].name)}
              </label>
            ))}
          </div>
        </div>
        <ProfileField
          rules={rules()}
          edition={setup.edition}
          profile={setup.profile}
          error={Object.entries(errors)
            .filter(([path]) => path.startsWith('profile.'))
            .map(([, text]) => text)
            .join(' ')}
          onManage={() => {
            draft = setup;
            useNavigation.getState().go('profiles');
          }}
          onChange={(profile) => {
            const { profile: _old, ...rest } = setup;
            setSetup(profile ? { ...rest, profile } : rest);
            setErrors(withoutProfileErrors(fieldErrors));
          }}
        />
        <Field label={W.scale} error={errors.scale}>
          {(a) => (
            <select
              {...a}
              value={setup.scale}
              onChange={(e) => {
                const next = r.scales.scales.find((s) => s.id === e.target.value);
                const table = next?.tables.find((t) => t.id === next.defaultTable);
                if (next && table) setSetup({ ...setup, scale: next.id, table: offeredTable(table) });
                setErrors(withoutProfileErrors(fieldErrors));
              }}
            >
              {r.scales.scales.map((s) => (
                <option key={s.id} value={s.id}>
                  {W.scaleOption({ name: s.name, unit: s.unit })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="checks">
          <Field label={W.tableWidth} error={errors['table.widthCm']} hint={scale ? W.tableDefault({ scale: scale.name }) : undefined}>
            {(a) => <input {...a} type="number" className="short" value={Number.isNaN(setup.table.widthCm) ? '' : setup.table.widthCm} onChange={(e) => setSetup({ ...setup, table: { ...setup.table, widthCm: numberValue(e.target.value) } })} />}
          </Field>
          <Field label={W.tableDepth} error={errors['table.depthCm']}>
            {(a) => <input {...a} type="number" className="short" value={Number.isNaN(setup.table.depthCm) ? '' : setup.table.depthCm} onChange={(e) => setSetup({ ...setup, table: { ...setup.table, depthCm: numberValue(e.target.value) } })} />}
          </Field>
          <Field label={W.baseWidth} error={errors['table.baseWidthMm']} hint={scale && scaleTable ? baseWidthHint(scale, scaleTable.baseWidthMm, setup.table.baseWidthMm) : undefined}>
            {(a) => (
              <input
                {...a}
                type="number"
                className="short"
                value={setup.table.baseWidthMm === undefined || Number.isNaN(setup.table.baseWidthMm) ? '' : setup.table.baseWidthMm}
                onChange={(e) => setSetup({ ...setup, table: { ...setup.table, baseWidthMm: numberValue(e.target.value) } })}
              />
            )}
          </Field>
        </div>
        <ModeChoice label={W.cards} digitalText={W.cardsDigital} value={setup.cards} onChange={(cards) => setSetup({ ...setup, cards })} />
        <ModeChoice label={W.dice} digitalText={W.diceDigital} value={setup.dice} onChange={(dice) => setSetup({ ...setup, dice })} />
        {seedNeeded && (
          <p className="hint curtain-note">
            <strong>{W.curtainTitle}</strong> {W.curtainNote}
          </p>
        )}
        <SeedField
          choice={{ seed: setup.seed ?? '', seedSource: setup.seedSource }}
          needed={seedNeeded}
          error={errors.seed}
          onChange={({ seed, seedSource }) => setSetup({ ...setup, seed, seedSource })}
        />
        <OddsField on={setup.odds === true} onChange={(odds) => setSetup({ ...setup, odds })} />
      </fieldset>
      <div className="players">
        {([0, 1] as const).map((index) => {
          const player = setup.players[index];
          return (
            <fieldset key={index} className="card">
              <legend>{W.player({ n: index + 1 })}</legend>
              <Field label={W.playerName} error={errors[`players.${index}.name`]}>
                {(a) => <input {...a} value={player.name} list={listIds.players} placeholder={LIBRARY_WORDS.playerPlaceholder} onChange={(e) => changePlayer(index, { ...player, name: withoutBidiControls(e.target.value) })} />}
              </Field>
              <ArmyFields rules={r} edition={setup.edition} index={index} army={player.army} armyNames={listIds.armies} errors={errors} onChange={(army) => changePlayer(index, { ...player, army })} />
            </fieldset>
          );
        })}
      </div>
      <TournamentFields
        tournament={setup.tournament}
        errors={errors}
        onChange={(tournament) => {
          const { tournament: _old, ...rest } = setup;
          setSetup(tournament ? { ...rest, tournament } : rest);
        }}
      />
      <datalist id={listIds.players}>
        {known.players.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={listIds.armies}>
        {known.armies.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {libraryItems.length > 0 && <p className="hint">{LIBRARY_WORDS.addedNote}</p>}
      {Object.keys(errors).length > 0 && <ErrorNotice message={setupProblemText(Object.entries(errors).map(([path, text]) => whose(path, text)))} />}
      <div className="actions">
        <button type="submit">{W.start}</button>
        <button type="button" className="ghost" onClick={() => useNavigation.getState().go('home')}>
          {W.back}
        </button>
      </div>
      {/* Under Start, so its late arrival moves nothing a player is about to press. */}
      <KeepNotice />
    </form>
  );
}

/** The profile's dead ends at this setup's table, keyed `profile.0`, `profile.1`..., each blamed on the setting the profile changed. */
function deadEndErrors(r: Rules, setup: Setup): Record<string, string> {
  const { table } = setup;
  // A table being typed (an empty or half-typed field) is judged when it is a table again.
  if (![table.widthCm, table.depthCm, table.baseWidthMm ?? 0].every(Number.isFinite)) return {};
  const deadEnds = blameChanged(r, setup.profile?.values ?? {}, setupDeadEnds(r, setup));
  return Object.fromEntries(deadEnds.map((dead, i) => [`profile.${i}`, profileIssueText(dead)]));
}

/** The field errors without the rules profile's, which a new profile or scale makes stale. */
function withoutProfileErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== 'profile' && !path.startsWith('profile.')));
}

/** A problem in the summary by the start button names whose field it is: a player's fields sit in that player's group. */
function whose(path: string, text: string): string {
  const player = /^players\.(\d)\./.exec(path);
  if (path.startsWith('tournament.')) return W.whose({ player: TOURNAMENT_WORDS.whose, problem: text });
  return player ? W.whose({ player: W.player({ n: Number(player[1]) + 1 }), problem: text }) : text;
}

function ModeChoice({ label, digitalText, value, onChange }: { label: string; digitalText: string; value: Setup['cards']; onChange: (mode: Setup['cards']) => void }) {
  // One name per choice makes its two radios a single group: one tab stop, arrow keys between them.
  const name = useId();
  return (
    <fieldset className="field">
      <legend>{label}</legend>
      <div className="checks">
        <label className="check">
          <input type="radio" name={name} checked={value === 'digital'} onChange={() => onChange('digital')} />
          {digitalText}
        </label>
        <label className="check">
          <input type="radio" name={name} checked={value === 'physical'} onChange={() => onChange('physical')} />
          {W.physical}
        </label>
      </div>
    </fieldset>
  );
}
