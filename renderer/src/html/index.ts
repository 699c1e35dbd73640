export { sanitizeHtml, type SanitizeHtmlOptions } from './sanitizeHtml';
