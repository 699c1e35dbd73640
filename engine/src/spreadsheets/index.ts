export { spreadsheetSerialOf, type SpreadsheetDateKind } from './spreadsheetDates';
export { parseDateText, type ParsedDate } from './parseDateText';
