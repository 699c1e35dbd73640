import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Elements never kept from user HTML, whatever else a caller allows. `style` and `link` pull in CSS,
 * and CSS alone can fetch an attacker's URL (a background image per matching attribute value
 * exfiltrates the page's text), `@import` included; the others are forms, frames, plug-ins and
 * foreign markup that have no place in a message or a field's rich text.
 */
const forbiddenTags = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'noscript', 'audio', 'video', 'source', 'track', 'picture'];
/** Attributes that load something by themselves (an image set, a background, a poster). */
const forbiddenAttributes = ['srcset', 'background', 'poster', 'ping', 'action', 'formaction', 'xlink:href'];

/**
 * An inline style that could load or run something: url()/image()/image-set(), @import, old IE
 * expressions and bindings, and escapes or comments that could hide one of those words.
 */
const unsafeStyle = /url\s*\(|image(-set)?\s*\(|@import|expression|binding|behavior|\\|\/\*/i;
/** An image source the page may load: an inline data image, or a path on this site. */
const safeImageSource = /^(data:image\/(png|gif|jpe?g|webp);|\/(?!\/))/i;

let purifier: DOMPurify | undefined;

/** A DOMPurify of our own (hooks on the shared default instance would change every other caller's). */
function ownPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && unsafeStyle.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'src' && node.nodeName === 'IMG' && !safeImageSource.test(data.attrValue.trim())) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

export interface SanitizeHtmlOptions {
  /** Only these elements are kept (default: DOMPurify's HTML profile, less the forbidden ones). */
  allowedTags?: string[];
  /** Only these attributes are kept (default: the HTML profile's, less the forbidden ones); [] keeps none. */
  allowedAttributes?: string[];
}

/**
 * The one sanitiser for HTML written by users (messages, announcements, rich-text fields): scripts,
 * event handlers and javascript: URLs go (DOMPurify), and so does everything that makes the browser
 * fetch on its own — style sheets, `<link>`, inline styles with url(), images from other sites.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  const config: Config = {
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
    ...(options.allowedTags ? { ALLOWED_TAGS: options.allowedTags } : { USE_PROFILES: { html: true } }),
    ...(options.allowedAttributes ? { ALLOWED_ATTR: options.allowedAttributes } : {}),
  };
  return ownPurifier().sanitize(html, config) as unknown as string;
}
