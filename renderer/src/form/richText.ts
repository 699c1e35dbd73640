import { sanitizeHtml } from '../html/sanitizeHtml';

/**
 * The rich-text field keeps a small HTML subset: paragraphs, line breaks, bold, italic, underline,
 * lists. Everything else — scripts, styles, links, images, every attribute — is removed by the
 * shared sanitiser before the text is stored or shown, so a value can never inject markup or script.
 */
const allowedTags = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'];

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { allowedTags, allowedAttributes: [] });
}

/** The text of a rich-text value without its markup (for required checks and plain displays). */
export function richTextToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
  return (doc.body.textContent ?? '').trim();
}
