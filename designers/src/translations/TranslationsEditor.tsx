import { builderTexts, languages, setTranslation, type BuilderText, type Language } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { Empty, Input, Segmented, Space, Tag, Typography } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How an editor hands its edits to the designer: a pure update, and a key that merges a run of keystrokes into one undo step. */
export type TranslationEdit<T> = (edit: (definition: T) => T, coalesceKey: string) => void;

/** The marker beside a text: the languages it still lacks, or that it is complete. */
export function MissingMarker({ missing }: { missing: readonly Language[] }) {
  const { t } = useTranslation();
  if (missing.length === 0) return <Tag color="green" data-translation-complete="true">{t('designer.translations.complete')}</Tag>;
  const shortNames = missing.map((language) => t(`designer.translations.short.${language}`)).join(' · ');
  return (
    <Tag color="orange" data-missing-languages={missing.join(',')} title={missing.map((language) => t(`designer.translations.language.${language}`)).join(', ')}>
      {t('designer.translations.missing', { languages: shortNames })}
    </Tag>
  );
}

interface TextRowProps {
  text: BuilderText;
  isReadOnly: boolean;
  onChange(path: string, language: Language, value: string): void;
}

/** One text: where it is, its marker and one input per language (the default language shows the main text until overridden). */
const TextRow = memo(function TextRow({ text, isReadOnly, onChange }: TextRowProps) {
  const { t } = useTranslation();
  const name = t(`designer.translations.name.${text.name}`, { defaultValue: text.name });
  return (
    <div data-translation-path={text.path} style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', padding: '8px 0' }}>
      <Space wrap size={4} style={{ marginBottom: 4 }}>
        <Typography.Text strong>{text.text}</Typography.Text>
        <Typography.Text type="secondary">{text.owner ? `${text.owner} · ${name}` : name}</Typography.Text>
        <MissingMarker missing={text.missing} />
      </Space>
      {languages.map((language) => (
        <Input
          key={language}
          size="small"
          style={{ marginTop: 4 }}
          addonBefore={<span style={{ display: 'inline-block', minWidth: 72 }}>{t(`designer.translations.language.${language}`)}</span>}
          aria-label={`${text.text} · ${t(`designer.translations.language.${language}`)}`}
          data-language={language}
          status={text.missing.includes(language) ? 'warning' : undefined}
          placeholder={language === 'zh_CN' ? text.text : t('designer.translations.mainText', { text: text.text })}
          value={text.translations?.[language] ?? ''}
          disabled={isReadOnly}
          onChange={(event) => onChange(text.path, language, event.target.value)}
        />
      ))}
    </div>
  );
});

export interface TranslationsEditorProps<T> {
  /** The definition's kind: its schema says which strings are builder texts. */
  kind: DefinitionKind;
  definition: T;
  onEdit: TranslationEdit<T>;
  isReadOnly?: boolean;
  /** Only the texts under this JSON Pointer (e.g. `/fields/3`, the selected field); all when absent. */
  prefix?: string;
}

/**
 * The translations of a definition's builder texts (issue 18 point 6): each text with four inputs,
 * one per interface language, and a marker of the languages it lacks. Edits write `<name>I18n`
 * beside the text (engine `setTranslation`), so the definition is otherwise the one the designer writes.
 */
export function TranslationsEditor<T>({ kind, definition, onEdit, isReadOnly = false, prefix }: TranslationsEditorProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<'missing' | 'all'>('all');
  const texts = useMemo(() => builderTexts(kind, definition).filter((text) => !prefix || text.path.startsWith(`${prefix}/`)), [kind, definition, prefix]);
  const listed = shown === 'missing' ? texts.filter((text) => text.missing.length > 0) : texts;
  const change = useMemo(
    () => (path: string, language: Language, value: string) => onEdit((current) => setTranslation(current, path, language, value), `translation:${path}:${language}`),
    [onEdit],
  );
  if (texts.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.translations.none')} />;
  return (
    <div data-testid="translations-editor">
      <Space style={{ marginBottom: 8 }} wrap>
        <Segmented
          size="small"
          value={shown}
          onChange={(value) => setShown(value as 'missing' | 'all')}
          options={[
            { value: 'all', label: t('designer.translations.all') },
            { value: 'missing', label: t('designer.translations.onlyMissing') },
          ]}
        />
      </Space>
      {listed.length === 0 ? <Typography.Text type="success">{t('designer.translations.allDone')}</Typography.Text> : listed.map((text) => <TextRow key={text.path} text={text} isReadOnly={isReadOnly} onChange={change} />)}
    </div>
  );
}
