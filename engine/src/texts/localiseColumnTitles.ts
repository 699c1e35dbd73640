import type { ViewDefinition } from '@wharf/schemas';
import { displayText, type TextDisplay } from './displayText';

/**
 * Column titles (an export's headings) in the reader's language: each column of the view by its
 * colName translations, as the list shows it. Columns the view does not name (system columns) keep
 * their title.
 */
export function localiseColumnTitles<C extends { field: string; title: string }>(columns: readonly C[], view: Pick<ViewDefinition, 'columns'>, display: TextDisplay): C[] {
  const translations = new Map((view.columns ?? []).map((column) => [column.colCode, column.colNameI18n]));
  return columns.map((column) => {
    const title = displayText(column.title, translations.get(column.field), display);
    return title === column.title ? column : { ...column, title };
  });
}
