/** A page of records as the list calls answer (server `Page<T>`). */
export interface PageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** The paging query every list call takes (spec §7 list pages). */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** The answer of a "still free?" check: success false carries the server's message. */
export interface FreeCheck {
  isFree: boolean;
  message: string;
}
