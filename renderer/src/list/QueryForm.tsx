import { Button, Checkbox, DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDictionaries, ListDictionary } from './listDictionaries';
import type { QueryField, QueryValue } from './queryFields';

export interface QueryFormProps {
  fields: ReadonlyArray<QueryField>;
  /** The values the list is filtered by now; the form edits a copy until Search. */
  values: Readonly<Record<string, QueryValue>>;
  initialValues: Readonly<Record<string, QueryValue>>;
  onSearch(values: Record<string, QueryValue>): void;
  /** The list's loaded dictionaries: a dictionary field picks from its items instead of typing a code. */
  dictionaries?: ListDictionaries;
}

const dateFormats = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

function DateInput(props: { field: QueryField; value: string; onChange(value: string): void; placeholder?: string }) {
  const format = props.field.colType === 'datetime' ? dateFormats.datetime : dateFormats.date;
  const parsed: Dayjs | null = props.value ? dayjs(props.value) : null;
  return (
    <DatePicker
      showTime={props.field.colType === 'datetime'}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      onChange={(next: Dayjs | null) => props.onChange(next ? next.format(format) : '')}
    />
  );
}

function TextOrDate(props: { field: QueryField; value: string; onChange(value: string): void; placeholder: string }) {
  if (props.field.colType === 'date' || props.field.colType === 'datetime') return <DateInput {...props} />;
  return <Input allowClear value={props.value} placeholder={props.placeholder} aria-label={props.placeholder} onChange={(event) => props.onChange(event.target.value)} style={{ width: 180 }} />;
}

/**
 * A dictionary field's select (issue 18 point 4): the user picks "Ningbo Customs", the filter sends
 * its code; several for in / not in. Searching matches the texts.
 */
function DictionarySelect(props: { field: QueryField; dictionary: ListDictionary; value: QueryValue; onChange(value: QueryValue): void }) {
  const { t } = useTranslation();
  const { field, dictionary, value, onChange } = props;
  const common = { allowClear: true, showSearch: true, optionFilterProp: 'label', options: [...dictionary.options], 'aria-label': field.label, placeholder: field.label, style: { minWidth: 180 } };
  if (field.op === 'in' || field.op === 'ni') {
    return <Select {...common} mode="multiple" placeholder={t('list.query.listPlaceholder')} value={Array.isArray(value) ? [...value] : []} onChange={(next: string[]) => onChange(next)} />;
  }
  return <Select {...common} value={typeof value === 'string' && value !== '' ? value : undefined} onChange={(next: string | undefined) => onChange(next ?? '')} />;
}

/** The input for one query field, by its operator (spec §9 query operators). */
function FieldInput(props: { field: QueryField; value: QueryValue; onChange(value: QueryValue): void; dictionaries?: ListDictionaries }): ReactNode {
  const { t } = useTranslation();
  const { field, value, onChange } = props;
  const dictionary = field.dictCode ? props.dictionaries?.get(field.dictCode) : undefined;
  if (dictionary && field.op !== 'bt' && field.op !== 'inl' && field.op !== 'nnl') return <DictionarySelect field={field} dictionary={dictionary} value={value} onChange={onChange} />;
  if (field.op === 'inl' || field.op === 'nnl') {
    return <Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)}>{t(field.op === 'inl' ? 'list.query.isEmpty' : 'list.query.isNotEmpty')}</Checkbox>;
  }
  if (field.op === 'bt') {
    const [from, to] = Array.isArray(value) ? (value as [string, string]) : ['', ''];
    return (
      <Space size={4}>
        <TextOrDate field={field} value={from} placeholder={`${field.label} ${t('list.query.from')}`} onChange={(next) => onChange([next, to] as const)} />
        <TextOrDate field={field} value={to} placeholder={`${field.label} ${t('list.query.to')}`} onChange={(next) => onChange([from, next] as const)} />
      </Space>
    );
  }
  if (field.op === 'in' || field.op === 'ni') {
    return <Select mode="tags" allowClear tokenSeparators={[',']} value={Array.isArray(value) ? [...value] : []} open={false} aria-label={field.label} placeholder={t('list.query.listPlaceholder')} style={{ minWidth: 180 }} onChange={(next: string[]) => onChange(next)} />;
  }
  // customLgt: the comparison is typed with the value (">100", "<=2026-01-31"), so plain text whatever the column's type.
  if (field.op === 'customLgt') {
    const placeholder = `${field.label} ${t('list.query.comparisonPlaceholder')}`;
    return <Input allowClear value={typeof value === 'string' ? value : ''} placeholder={placeholder} aria-label={field.label} onChange={(event) => onChange(event.target.value)} style={{ width: 180 }} />;
  }
  return <TextOrDate field={field} value={typeof value === 'string' ? value : ''} placeholder={field.label} onChange={onChange} />;
}

/** The list page's query form: the view's visible query fields; fields not marked "default query" fold away. */
export function QueryForm(props: QueryFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, QueryValue>>({ ...props.values });
  const [isExpanded, setExpanded] = useState(false);
  const visible = props.fields.filter((field) => !field.isHidden);
  if (visible.length === 0) return null;
  const hasFolded = visible.some((field) => field.isDefaultQuery) && visible.some((field) => !field.isDefaultQuery);
  const shown = hasFolded && !isExpanded ? visible.filter((field) => field.isDefaultQuery) : visible;
  return (
    <form
      className="wharf-list-query"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(draft);
      }}
    >
      {shown.map((field) => (
        <label key={field.colCode} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <span>{field.label}</span>
          <FieldInput field={field} value={draft[field.colCode]} {...(props.dictionaries ? { dictionaries: props.dictionaries } : {})} onChange={(value) => setDraft((current) => ({ ...current, [field.colCode]: value }))} />
        </label>
      ))}
      <Space>
        <Button type="primary" htmlType="submit">{t('list.query.search')}</Button>
        <Button
          onClick={() => {
            setDraft({ ...props.initialValues });
            props.onSearch({ ...props.initialValues });
          }}
        >
          {t('list.query.reset')}
        </Button>
        {hasFolded ? <Button type="link" onClick={() => setExpanded(!isExpanded)}>{t(isExpanded ? 'list.query.collapse' : 'list.query.expand')}</Button> : null}
      </Space>
    </form>
  );
}
