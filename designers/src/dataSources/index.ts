export { SqlConfigEditor, blankSqlConfig } from './SqlConfigEditor';
export { HttpConfigEditor, blankHttpConfig } from './HttpConfigEditor';
export { CodeEditor, type CodeEditorProps } from './CodeEditor';
export { sqlParameterNames, parameterMismatch } from './sqlParameters';
export type { SqlConfigEditorProps, HttpConfigEditorProps, SqlConfigServices, HttpConfigServices, DataSourceServices, DataSourceTestResult, DataSourceUsage } from './types';
