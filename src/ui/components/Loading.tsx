import { SHELL_WORDS } from '../words/shell';

/** Shown in place of a part of the app while its code arrives. */
export function Loading() {
  return (
    <p role="status" className="loading">
      {SHELL_WORDS.loading}
    </p>
  );
}
