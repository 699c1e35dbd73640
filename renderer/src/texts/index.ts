export { TextDisplayProvider } from './secondLanguage';
export { useLocalisedDefinition, useTextDisplay } from './textDisplay';
