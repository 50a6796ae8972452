import type { ReactNode } from 'react';
import { SHELL_WORDS } from '../words/shell';

/** The home screen's "Your games" section, the same while its list loads as once it is read, so nothing moves. */
export function LibraryFrame({ children }: { children: ReactNode }) {
  return (
    <section className="library" aria-labelledby="library-title">
      <h2 id="library-title" tabIndex={-1}>{SHELL_WORDS.savedGames}</h2>
      {children}
    </section>
  );
}

/** The status line while the stored games, or their cards' code, are on their way. */
export function LookingForGames() {
  return (
    <p role="status" className="library-status">
      {SHELL_WORDS.lookingForGames}
    </p>
  );
}

/** "Your games" while the list's code or the stored games are on their way. */
export function LibraryLoading() {
  return (
    <LibraryFrame>
      <LookingForGames />
    </LibraryFrame>
  );
}
