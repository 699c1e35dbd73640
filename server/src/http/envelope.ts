/** The response envelope of every API call (spec §7, ARCHITECTURE §4). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  /** The message code behind `message`, for clients that translate themselves. */
  messageCode?: string;
}

export function envelope<T>(result: T, message = '', code = 200, messageCode?: string): Envelope<T> {
  return { success: code < 400, message, code, result, timestamp: Date.now(), ...(messageCode ? { messageCode } : {}) };
}

/** A page of a list: `result.records` and `result.total` (spec §3 "List response"). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function page<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, current: pageNo, size: pageSize, pages: Math.ceil(total / pageSize) };
}

/** Page sizes the product offers (spec §9); 20 is the default. */
export const pageSizes = [10, 20, 50, 100, 200, 500] as const;
