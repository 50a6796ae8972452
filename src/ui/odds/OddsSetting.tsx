import { ODDS_SETTING_WORDS } from './settingWords';
import './odds.css';

/** The game's odds setting where both players see it (issue 13: odds on or off is a setting of the game). */
export function OddsSetting({ on }: { on: boolean }) {
  return (
    <p className="odds-setting">
      <strong>{ODDS_SETTING_WORDS.setting({ on })}</strong>
      {on && <span className="hint"> {ODDS_SETTING_WORDS.settingHint}</span>}
    </p>
  );
}
