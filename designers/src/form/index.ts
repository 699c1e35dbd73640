// The form designer (issue 7): the component, its props and services, and the pure helpers the web
// app and tests use without the component. Names are prefixed where other designers could clash.
// `FormDesigner` itself is `kindDesigners.form.Designer` (a chunk of its own), not exported here.
export type { FormDesignerProps, FormDesignerServices, FormRevision, TableColumnInfo, TemplateSummary, CodeName } from './types';
export { createDesignerStore as createFormDesignerStore, type DesignerState as FormDesignerState, type DesignerStore as FormDesignerStore } from './store/designerStore';
export { copyFormDefinition, formFromTemplate } from './model/copyFormDefinition';
export { describeChanges as describeFormChanges, type ReadableChange as ReadableFormChange } from './model/describeChanges';
export { designCheck as checkFormDesign } from './model/designCheck';
export { fieldCodeProblem, type FieldCodeProblem } from './model/fieldCodes';
export { paletteKinds as formPaletteKinds, type PaletteKind as FormPaletteKind } from './model/paletteItems';
export type { DesignerSelection as FormDesignerSelection } from './model/selection';
