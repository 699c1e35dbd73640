import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid's own words that users see or hear (pagination, loading, empty); the rest stay ag-grid's. */
const gridKeys = ['page', 'of', 'to', 'more', 'pageLastRowUnknown', 'pageSizeSelectorLabel', 'ariaPageSizeSelectorLabel', 'firstPage', 'previousPage', 'nextPage', 'lastPage', 'loadingOoo', 'noRowsToShow', 'loadingError'] as const;

/** ag-grid's `localeText` from the `list.grid.*` catalogue entries, in the current language. */
export function useGridLocaleText(): Record<string, string> {
  const { t } = useTranslation();
  // react-i18next hands out a new t when the language changes, so this follows the language.
  return useMemo(() => Object.fromEntries(gridKeys.map((key) => [key, t(`list.grid.${key}`)])), [t]);
}
