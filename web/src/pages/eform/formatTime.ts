import { formatDateTime } from '../../i18n/formatting';

/** A stored timestamp in the UI language's date and time format; empty for none (the shared `formatDateTime`). */
export function formatTime(value: string | null | undefined, language: string): string {
  return formatDateTime(value, language);
}
