export { maskValue, maskRows, type MaskKind, type MaskedColumn } from './maskValue';
export { buildTableViewQuery, buildReportViewQuery, type ViewQuery, type ViewQueryResult, type ViewColumnMeta } from './buildViewQuery';
export { compileViewRequest, compileViewExport, maxExportRows, type ViewRequestParams, type ViewRequestResult, type ViewRequestOptions, type ViewExportOptions } from './compileViewRequest';
// Dictionary texts are what lists and their exports show; kept in their own folder, published with the views.
export * from '../dictionaries';
