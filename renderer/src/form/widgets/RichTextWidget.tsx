import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { richTextToPlain, sanitizeRichText } from '../richText';
import { asText, useFieldBinding, type FieldWidgetProps } from './binding';

const commands = [
  { command: 'bold', icon: <BoldOutlined />, label: 'form.editor.bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'form.editor.italic' },
  { command: 'underline', icon: <UnderlineOutlined />, label: 'form.editor.underline' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'form.editor.bulletList' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'form.editor.numberedList' },
] as const;

/**
 * editor: a small rich-text box (contentEditable with bold, italic, underline and lists). Whatever is
 * typed or pasted is passed through DOMPurify with a tag whitelist and no attributes before it is
 * stored, and again before it is shown, so a value can never carry script or markup into the page.
 */
export function RichTextWidget({ id, colCode }: FieldWidgetProps) {
  const { field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const html = sanitizeRichText(asText(value));
  // The box owns its DOM while the user types; the store's value is written in only when it differs
  // (a reset or a value set from outside), so the caret does not jump on every keystroke.
  useEffect(() => {
    const element = box.current;
    if (element && sanitizeRichText(element.innerHTML) !== html) element.innerHTML = html;
  }, [html]);
  const style = { minHeight: 96, padding: '4px 11px', border: '1px solid #d9d9d9', borderRadius: 6, background: disabled ? 'rgba(0,0,0,0.04)' : undefined, ...inputStyle(field.style) };
  if (viewOnly) return <div id={id} className="wharf-form-view-text" ref={box} />;
  const save = () => {
    const element = box.current;
    if (!element) return;
    const clean = sanitizeRichText(element.innerHTML);
    set(richTextToPlain(clean) === '' ? '' : clean);
  };
  return (
    <div>
      <Space size={4} style={{ marginBottom: 4 }}>
        {commands.map((item) => (
          <Button
            key={item.command}
            size="small"
            icon={item.icon}
            aria-label={t(item.label)}
            title={t(item.label)}
            disabled={disabled}
            onMouseDown={(event) => {
              // Keep the selection in the box; execCommand edits it in place.
              event.preventDefault();
              document.execCommand(item.command);
              save();
            }}
          />
        ))}
      </Space>
      <div
        id={id}
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-disabled={disabled}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className="wharf-form-rich-text"
        style={style}
        onInput={save}
        onBlur={blur}
      />
    </div>
  );
}
