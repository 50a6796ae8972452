import { readStored, writeStored } from '../storage';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

const KEY = 'pbw.theme';

/** The stored theme choice, or "system" when nothing valid is stored. */
export function loadTheme(): Theme {
  return readStored(KEY, isTheme, 'system');
}

/** Applies a theme to the document and remembers it. */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  writeStored(KEY, theme);
}

/** The next theme in the toggle's cycle: system, light, dark. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] as Theme;
}
