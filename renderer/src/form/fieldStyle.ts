import type { FormFieldStyle } from '@wharf/schemas';
import type { CSSProperties } from 'react';

/**
 * The CSS properties a builder's `divStyle`/`labelStyle` text may set. Anything else (positioning,
 * content, behaviour, images) is dropped: a definition must not be able to overlay or restyle the
 * page outside its field.
 */
const allowedProperties = new Set([
  'color', 'background', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-align', 'text-decoration',
  'line-height', 'letter-spacing', 'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'margin', 'margin-top',
  'margin-right', 'margin-bottom', 'margin-left', 'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-color',
  'border-width', 'border-style', 'border-radius', 'width', 'min-width', 'max-width', 'height', 'min-height', 'max-height', 'white-space',
]);

/** Values are plain words, numbers with units, colours and rgb()/hsl(): no url(), expressions, quotes or escapes. */
const safeValue = /^[#%(),.\-\w\s]{1,100}$/;
const forbiddenInValue = /url\s*\(|expression|javascript|var\s*\(|attr\s*\(|image|\\|\/\*/i;

function camelCase(property: string): string {
  return property.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());
}

/** Parses `a: b; c: d` into a React style with only the allowed properties and safe values. */
export function parseSafeStyle(text: string | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!text) return style;
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim().replace(/\s*!important$/i, '');
    if (!allowedProperties.has(property) || !safeValue.test(value) || forbiddenInValue.test(value)) continue;
    style[camelCase(property)] = value;
  }
  return style as CSSProperties;
}

/** The style of a field's input from its style fields (textAlign, background, fontSize, fontWeight, color). */
export function inputStyle(style: FormFieldStyle | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const css: CSSProperties = {};
  if (style.textAlign) css.textAlign = style.textAlign;
  if (style.background) css.background = style.background;
  if (style.fontSize) css.fontSize = style.fontSize;
  if (style.fontWeight) css.fontWeight = style.fontWeight as CSSProperties['fontWeight'];
  if (style.color) css.color = style.color;
  return Object.keys(css).length > 0 ? css : undefined;
}
