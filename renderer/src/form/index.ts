// `FormRenderer` itself is not exported here: it is `kindRuntimes.form` (a chunk of its own) or the
// `@wharf/renderer/FormRenderer` subpath, so importing this barrel does not pull the form runtime in.
export { compileFormSchema, widgetOfType, type CompiledFormSchema } from './compileFormSchema';
export { resolveLayout, type ResolvedLayout, type Placed } from './layout';
export { parseSafeStyle } from './fieldStyle';
export { sanitizeRichText } from './richText';
export type { FormRendererProps, FormServices, FormMode, FormDevice, FormSubmitResult, OptionItem, StoredFile, UploadTarget } from './types';
