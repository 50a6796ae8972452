import { useId, type ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scroller is focusable and named by the
 * caption so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableRegion({ caption, className, children }: { caption: ReactNode; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="table-scroll" role="group" aria-labelledby={id} tabIndex={0}>
      <table className={className}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
