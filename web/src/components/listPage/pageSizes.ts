/** Page sizes of the list pages (spec §9): default 20, options 10–500. */
export const pageSizeOptions = [10, 20, 50, 100, 200, 500];
export const defaultPageSize = 20;
