export { FormRenderer } from './FormRenderer';
export { compileFormSchema, widgetOfType, type CompiledFormSchema } from './compileFormSchema';
export { resolveLayout, type ResolvedLayout, type Placed } from './layout';
export { parseSafeStyle } from './fieldStyle';
export { sanitizeRichText } from './richText';
export type { FormRendererProps, FormServices, FormMode, FormDevice, FormSubmitResult, OptionItem } from './types';
