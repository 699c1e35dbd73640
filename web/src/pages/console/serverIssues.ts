import type { FormInstance } from 'antd';
import { issuesOf } from '../../api/eformResult';

type FieldName = Array<string | number>;

/**
 * Puts a failed save's field issues (400 with `/body/<field>/...` paths) on the form's fields, so
 * the user sees each next to its input; the HTTP client has already shown the server's message.
 * An issue deeper than any field (e.g. `/body/ruleParams/prefix` when the form has `prefix`) lands
 * on the field `mapPath` names, else on the longest registered prefix of its path.
 * Returns whether any issue landed on a field.
 */
export function showServerIssues(form: FormInstance, error: unknown, mapPath: (segments: FieldName) => FieldName = (segments) => segments): boolean {
  const registered = form.getFieldsError().map((field) => JSON.stringify(field.name));
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  for (const issue of issuesOf(error) ?? []) {
    const segments = issue.path.split('/').slice(1);
    if (segments[0] !== 'body' || segments.length < 2) continue;
    const full = mapPath(segments.slice(1).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
    const name = [...Array(full.length).keys()].map((index) => full.slice(0, full.length - index)).find((candidate) => registered.includes(JSON.stringify(candidate)));
    if (!name) continue;
    const key = JSON.stringify(name);
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return byField.size > 0;
}
