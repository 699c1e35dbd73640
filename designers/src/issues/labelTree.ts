/**
 * A kind's map from the properties of its definition to the designer's labels of them. Issues
 * carry JSON Pointers (`/columns/2/colCode`); the builder should read "Column “Ship no” · Column
 * code", the words next to the control they fix. A string is the catalogue key of a property's
 * label; a node also says how the items of an array are called and named, and what is inside.
 */
export type LabelTree = { readonly [property: string]: string | LabelNode };

export interface LabelNode {
  /** Catalogue key of the property's own label (an array's or an object's heading). */
  label?: string;
  /** For arrays: the catalogue key of what one item is ("Column"), and how a given item is named. */
  item?: string;
  itemName?(item: unknown): string | undefined;
  /** The properties of the object (or of each item of the array). */
  properties?: LabelTree;
}

/** A translation function as i18next's `t` (only the two arguments used here). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function childOf(value: unknown, segment: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as Record<string, unknown>)[segment];
}

/** The first non-empty string among an object's properties, in the order given (an item's own name). */
export function nameFrom(...properties: string[]): (item: unknown) => string | undefined {
  return (item) => {
    for (const property of properties) {
      const value = childOf(item, property);
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return undefined;
  };
}

/** The parts of a path's label: one per labelled step, from the outside in. */
export interface PathLabel {
  /** Where the property is ("Column “Ship no”"), empty for a top-level property. */
  where: string[];
  /** The property's own label ("Column code"), or undefined when the path ends on an item or is not mapped. */
  field?: string;
  /** True when every segment of the path had a label. */
  isComplete: boolean;
}

/**
 * Reads `path` through `tree`, naming array items by their own text when they have one
 * (`itemName`) and by position otherwise. Unmapped segments end the walk (`isComplete: false`),
 * so a caller can fall back to the nearest labelled place.
 */
export function labelPath(tree: LabelTree, path: string, body: unknown, t: Translate): PathLabel {
  const segments = path.split('/').slice(1).map(unescapeSegment);
  const where: string[] = [];
  let level: LabelTree | undefined = tree;
  let value = body;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const entry: string | LabelNode | undefined = level?.[segment];
    if (entry === undefined) return translationLabel(level, segments.slice(i), where, t);
    value = childOf(value, segment);
    const node: LabelNode = typeof entry === 'string' ? { label: entry } : entry;
    const isLast = i === segments.length - 1;
    if (node.item !== undefined && i + 1 < segments.length && /^\d+$/.test(segments[i + 1]!)) {
      const index = Number(segments[i + 1]);
      value = childOf(value, String(index));
      const name = node.itemName?.(value);
      where.push(name ? t('designer.issues.namedItem', { what: t(node.item), name }) : t('designer.issues.numberedItem', { what: t(node.item), number: index + 1 }));
      i += 1;
      if (i === segments.length - 1) return { where, isComplete: true };
      level = node.properties;
      continue;
    }
    if (isLast) return node.label ? { where, field: t(node.label), isComplete: true } : { where, isComplete: false };
    if (node.label && !node.properties) return { where, field: t(node.label), isComplete: false };
    if (node.label) where.push(t(node.label));
    level = node.properties;
  }
  return { where, isComplete: true };
}

/**
 * `<name>I18n` (issue 18 point 6) holds a builder's text in the four languages beside `<name>`:
 * "Table name (translations)", and for one language "Table name (English)".
 */
function translationLabel(level: LabelTree | undefined, rest: string[], where: string[], t: Translate): PathLabel {
  const [segment = '', language, ...deeper] = rest;
  const base = segment.endsWith('I18n') ? level?.[segment.slice(0, -'I18n'.length)] : undefined;
  const baseLabel = typeof base === 'string' ? base : base?.label;
  if (!baseLabel || deeper.length > 0) return { where, isComplete: false };
  if (language === undefined) return { where, field: t('designer.issues.translations', { label: t(baseLabel) }), isComplete: true };
  const languageKey = `designer.issues.language.${language}`;
  return { where, field: t('designer.issues.inLanguage', { label: t(baseLabel), language: t(languageKey) }), isComplete: /^(zh_CN|en_US|th_TH|zh_TW)$/.test(language) };
}
