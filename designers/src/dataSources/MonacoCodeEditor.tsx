import Editor from '@monaco-editor/react';
import './monacoSetup';
import type { CodeEditorProps } from './codeEditorProps';

/** The monaco editor itself; loaded only through `CodeEditor`'s lazy import. */
export default function MonacoCodeEditor(props: CodeEditorProps) {
  return (
    <div aria-label={props.label} style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, overflow: 'hidden' }}>
      <Editor
        height={props.height ?? 240}
        language={props.language}
        value={props.value}
        theme={props.isDark ? 'vs-dark' : 'light'}
        options={{ minimap: { enabled: false }, readOnly: props.isReadOnly ?? false, scrollBeyondLastLine: false, wordWrap: 'on', fontSize: 13, tabSize: 2, automaticLayout: true }}
        onChange={(value) => props.onChange(value ?? '')}
      />
    </div>
  );
}
