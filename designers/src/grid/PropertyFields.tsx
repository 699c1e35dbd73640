import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { LocalisedText } from '@wharf/schemas';
import { sanitizeRichText } from '@wharf/renderer';
import { Button, Input, Space, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueLanguages, type CatalogueLanguage } from '../i18n/languages';

/** A labelled row of the inspector; the label names the control for screen readers and tests. */
export function PropertyRow({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div style={{ marginBottom: 10 }}>
      <Typography.Text style={{ display: 'block', fontSize: 12, marginBottom: 2 }}>{label}</Typography.Text>
      {children}
      {hint && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{hint}</Typography.Text>}
    </div>
  );
}

/** `text` with empty languages left out, or undefined when none is left (the schema's optional titleI18n). */
export function withoutEmptyLanguages(text: LocalisedText): LocalisedText | undefined {
  const kept = Object.fromEntries(Object.entries(text).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A title in the four interface languages (zh_CN, en_US, th_TH, zh_TW); emptied languages are dropped. */
export function LocalisedTextFields({ value, onChange, label, disabled }: { value: LocalisedText | undefined; onChange(next: LocalisedText | undefined): void; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const set = (lang: CatalogueLanguage, text: string) => onChange(withoutEmptyLanguages({ ...value, [lang]: text }));
  return (
    <PropertyRow label={label}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        {catalogueLanguages.map((lang) => (
          <Input
            key={lang}
            size="small"
            disabled={disabled}
            addonBefore={<span style={{ fontSize: 11 }}>{t(`designer.grid.language.${lang}`)}</span>}
            aria-label={`${label} (${t(`designer.grid.language.${lang}`)})`}
            maxLength={200}
            value={value?.[lang] ?? ''}
            onChange={(event) => set(lang, event.target.value)}
          />
        ))}
      </Space>
    </PropertyRow>
  );
}

const commands = [
  { command: 'bold', icon: <BoldOutlined />, label: 'designer.grid.richText.bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'designer.grid.richText.italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'designer.grid.richText.underline' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'designer.grid.richText.bulletList' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'designer.grid.richText.numberedList' },
] as const;

/**
 * Rich text of a text item or widget: a contentEditable box with bold, italic, underline and lists.
 * What is typed or pasted is passed through the renderer's `sanitizeRichText` (a tag whitelist) before
 * it is stored, the same reading the runtime applies before it shows the text.
 */
export function RichTextBox({ value, onChange, label, disabled }: { value: string | undefined; onChange(next: string): void; label: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const html = sanitizeRichText(value ?? '');
  // The box owns its DOM while typing; a value from outside (undo, another item) is written in when it differs.
  useEffect(() => {
    const element = box.current;
    if (element && sanitizeRichText(element.innerHTML) !== html) element.innerHTML = html;
  }, [html]);
  const save = () => {
    const element = box.current;
    if (element) onChange(sanitizeRichText(element.innerHTML));
  };
  return (
    <PropertyRow label={label}>
      <Space size={4} style={{ marginBottom: 4 }}>
        {commands.map((item) => (
          <Button
            key={item.command}
            size="small"
            icon={item.icon}
            aria-label={t(item.label)}
            disabled={disabled}
            onMouseDown={(event) => {
              event.preventDefault();
              document.execCommand(item.command);
              save();
            }}
          />
        ))}
      </Space>
      <div
        ref={box}
        role="textbox"
        aria-multiline
        aria-label={label}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={save}
        onBlur={save}
        style={{ minHeight: 120, padding: '4px 8px', border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}
      />
    </PropertyRow>
  );
}
