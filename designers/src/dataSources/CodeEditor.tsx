import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './codeEditorProps';

export type { CodeEditorProps } from './codeEditorProps';

// Monaco is megabytes: it loads in its own chunk the first time a code editor is shown.
const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor'));

/** A code editor (SQL, scripts, JSON) on monaco, bundled locally and loaded lazily. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Spin />}>
      <MonacoCodeEditor {...props} />
    </Suspense>
  );
}
