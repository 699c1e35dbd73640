import type { ReactNode } from 'react';

interface PlainListProps<T> {
  items: readonly T[];
  header?: ReactNode;
  bordered?: boolean;
  keyOf(item: T, index: number): string;
  render(item: T, index: number): ReactNode;
  /** Buttons at the end of a row. */
  actions?(item: T, index: number): ReactNode;
  itemProps?(item: T): Record<string, string>;
}

// antd 6.6 deprecates List (its replacement Listy is a virtual list); these lists are short, so plain markup does.
export function PlainList<T>({ items, header, bordered, keyOf, render, actions, itemProps }: PlainListProps<T>) {
  return (
    <div style={bordered ? { border: '1px solid #f0f0f0', borderRadius: 6 } : undefined}>
      {header && <div style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>{header}</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => (
          <li key={keyOf(item, index)} {...(itemProps?.(item) ?? {})} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', borderBottom: index < items.length - 1 ? '1px solid #f0f0f0' : undefined }}>
            <div style={{ flex: 1, minWidth: 0 }}>{render(item, index)}</div>
            {actions && <div style={{ display: 'flex', gap: 4 }}>{actions(item, index)}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
