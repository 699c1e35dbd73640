import type { CSSProperties, ReactNode } from 'react';

/** A value in view mode: read-only text (a dash when empty). */
export function ViewText({ id, children, style }: { id: string; children: ReactNode; style?: CSSProperties | undefined }) {
  const empty = children === '' || children === undefined || children === null || (Array.isArray(children) && children.length === 0);
  return (
    <span id={id} className="wharf-form-view-text" style={style}>
      {empty ? '—' : children}
    </span>
  );
}
