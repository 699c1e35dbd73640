export { MissingMarker, TranslationsEditor, type TranslationEdit, type TranslationsEditorProps } from './TranslationsEditor';
export { TranslationsButton, type TranslationsButtonProps } from './TranslationsButton';
