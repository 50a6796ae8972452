import { useEffect, useState } from 'react';
import { SHELL_WORDS } from '../words/shell';
import { applyTheme, loadTheme, nextTheme, type Theme } from './theme';

/** Cycles system, light and dark themes; the choice persists across visits. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(loadTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <button type="button" className="ghost" onClick={() => setTheme(nextTheme(theme))}>
      {SHELL_WORDS.theme({ theme: SHELL_WORDS.themes[theme] })}
    </button>
  );
}
