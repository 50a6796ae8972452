import { useEffect, useState } from 'react';
import { SHELL_WORDS } from '../words/shell';
import { applyTheme, loadTheme, nextTheme, type Theme } from './theme';

/** Cycles system, light and dark themes; the choice persists across visits. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(loadTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <button type="button" className="ghost" aria-label={SHELL_WORDS.theme({ theme: SHELL_WORDS.themes[theme] })} onClick={() => setTheme(nextTheme(theme))}>
      {/* On a phone the header shows only the theme's name, so its tools stay one row beside the app's name. */}
      <span className="wide-only">{SHELL_WORDS.theme({ theme: SHELL_WORDS.themes[theme] })}</span>
      <span className="narrow-only">{SHELL_WORDS.themes[theme]}</span>
    </button>
  );
}
