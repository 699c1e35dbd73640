/** What a code editor takes: the lazy `CodeEditor` and the monaco one it loads share it. */
export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  language: 'sql' | 'javascript' | 'json';
  /** Accessible name of the editor. */
  label: string;
  height?: number;
  isReadOnly?: boolean;
  isDark?: boolean;
}
