import { Component, Suspense, type ReactNode } from 'react';
import { SHELL_WORDS } from '../words/shell';

interface Props {
  children: ReactNode;
  /** Loads the part's code again. */
  retry: () => Promise<unknown>;
}

/**
 * A part of a screen whose code loads on its own: `fallback` while it arrives (null for a part that can
 * simply appear), and if it cannot arrive, a message in its place (PartGuard).
 */
export function LazyPart({ children, retry, fallback }: Props & { fallback: ReactNode }) {
  return (
    <PartGuard retry={retry}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartGuard>
  );
}

/**
 * Where a part of a screen could not load its code (offline before the app was kept on this device): says
 * so in its place, with a button that tries again, and the rest of the screen stays; never a blank page.
 */
class PartGuard extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.retry().then(
      () => this.setState({ failed: false }),
      () => undefined,
    );
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="field-error" role="alert">
        {SHELL_WORDS.partFailed}{' '}
        <button type="button" className="ghost" onClick={this.retry}>
          {SHELL_WORDS.tryAgain}
        </button>
      </p>
    );
  }
}
