import { formatMessage, isLanguage, type ValidationIssue } from '@wharf/engine';
import { labelPath, type LabelTree, type Translate } from './labelTree';

/** An issue whose message names the field by the label the designer shows for it. */
export interface LabelledIssue extends ValidationIssue {
  /** Where and what, e.g. "Column “Ship no” · Column code" (empty for the definition as a whole). */
  label: string;
  /** The message for the place next to the control itself: the field's label without where it is. */
  fieldMessage: string;
}

/** Codes whose engine message is made of the property's internal name: said again with the label. */
const namedByProperty = new Set(['validation/required']);

function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const segment of path.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Rewrites each issue so it names its field by label: "tableName 不能为空" becomes "表编码 不能为空",
 * "/viewCode …" becomes "视图编码：…". The label comes from the kind's `LabelTree`; a path the tree
 * does not know keeps its nearest labelled place and the property's name. `lang` is the UI language
 * (the engine's message catalogue is asked again for codes built from a property name). A value
 * that is empty keeps only its "cannot be empty".
 */
export function labelIssues(issues: readonly ValidationIssue[], tree: LabelTree, body: unknown, t: Translate, lang: string): LabelledIssue[] {
  const language = isLanguage(lang) ? lang : undefined;
  // An empty value is "cannot be empty"; that it also fails the format rule is noise.
  const empty = new Set(issues.filter((issue) => namedByProperty.has(issue.code)).map((issue) => issue.path));
  const worth = issues.filter((issue) => namedByProperty.has(issue.code) || !empty.has(issue.path));
  return worth.map((issue) => {
    const place = labelPath(tree, issue.path, body, t);
    const field = place.field ?? (place.isComplete ? undefined : lastSegment(issue.path) || undefined);
    const label = [...place.where, ...(field ? [field] : [])].join(' · ');
    const say = (name: string | undefined): string => {
      if (!name) return issue.message;
      if (namedByProperty.has(issue.code)) return formatMessage(issue.code, language, [name]);
      if (issue.code === 'validation/reserved-name') return t('designer.issues.labelled', { label: name, message: formatMessage(issue.code, language, [String(valueAt(body, issue.path) ?? '')]) });
      return t('designer.issues.labelled', { label: name, message: issue.message });
    };
    return { ...issue, label, message: say(label || undefined), fieldMessage: say(field) };
  });
}
