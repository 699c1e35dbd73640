import DOMPurify from 'dompurify';

/**
 * The rich-text field keeps a small HTML subset: paragraphs, line breaks, bold, italic, underline,
 * lists. Everything else — scripts, styles, links, images, every attribute — is removed by DOMPurify
 * before the text is stored or shown, so a value can never inject markup or script into the page.
 */
const allowedTags = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'];

export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: [] });
}

/** The text of a rich-text value without its markup (for required checks and plain displays). */
export function richTextToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
  return (doc.body.textContent ?? '').trim();
}
