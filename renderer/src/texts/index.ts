export { TextDisplayProvider, useLocalisedDefinition, useTextDisplay } from './textDisplay';
