// The button permissions of each kind's designers (seeded as buttons in `seeds/menus.json`, held by
// the builder package). Named once here; the kind specs say which ones design each kind.

export const tableDesign = 'eformTable:edit';
export const formDesign = 'eformForm:edit';
export const formPublish = 'eformForm:publish';
export const viewDesign = 'eformView:edit';
export const reportDesign = 'eformReport:design';
export const datasetDesign = 'eformDataset:design';
export const workflowDesign = 'eformWorkflow:design';
export const warningDesign = 'eformWarning:design';
export const portalDesign = 'eformPortal:design';
export const importTaskDesign = 'importTask:design';
