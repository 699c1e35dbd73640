const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Whether a message's content is rich text (the message page's editor and warning templates write HTML). */
export function isRichText(content: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(content);
}

/**
 * The plain-text alternative of a rich-text mail: block ends and `<br>` become line breaks, other
 * tags go, the common entities are decoded. For mail readers without HTML; the HTML part is the message.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_whole, name: string) => entities[name]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
