import { z } from 'zod';
import { readStored, writeStored } from '../storage';

export const THEMES = ['system', 'light', 'dark'] as const;
export const ThemeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof ThemeSchema>;

const KEY = 'pbw.theme';

/** The stored theme choice, or "system" when nothing valid is stored. */
export function loadTheme(): Theme {
  return readStored(KEY, ThemeSchema, 'system');
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
