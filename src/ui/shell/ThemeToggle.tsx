import { useEffect, useState } from 'react';
import { applyTheme, loadTheme, nextTheme, type Theme } from './theme';

const LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Cycles system, light and dark themes; the choice persists across visits. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(loadTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return (
    <button type="button" className="ghost" onClick={() => setTheme(nextTheme(theme))}>
      Theme: {LABELS[theme]}
    </button>
  );
}
