import type { IHeaderParams } from 'ag-grid-community';
import type { CSSProperties } from 'react';

/** Read by screen readers, not drawn (the usual clip pattern: the text stays in the accessibility tree). */
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/**
 * The header of the grid's selection column where it shows no "select all" box: the column's name
 * for screen readers only (a column header without text is axe's `empty-table-header`, issue 20),
 * nothing drawn in the narrow checkbox column.
 */
export function SelectionHeader({ displayName }: IHeaderParams) {
  return <span style={visuallyHidden} data-testid="selection-header">{displayName}</span>;
}
