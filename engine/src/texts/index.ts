export { displayText, type TextDisplay } from './displayText';
export { localiseDefinition, translationSuffix } from './localiseDefinition';
export { setTranslation } from './setTranslation';
export { localiseColumnTitles } from './localiseColumnTitles';
export { builderTexts, missingLanguages, untranslatedTextCount, type BuilderText } from './builderTexts';
