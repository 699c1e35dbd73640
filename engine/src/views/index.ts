export { maskValue, maskRows, type MaskKind, type MaskedColumn } from './maskValue';
export { buildTableViewQuery, buildReportViewQuery, type ViewQuery, type ViewQueryResult, type ViewColumnMeta } from './buildViewQuery';
export { compileViewRequest, compileViewExport, maxExportRows, type ViewRequestParams, type ViewRequestResult, type ViewRequestOptions, type ViewExportOptions } from './compileViewRequest';
export { defaultViewButtons, isDefaultViewButton, removedDefaultButtonIssues } from './defaultButtons';
