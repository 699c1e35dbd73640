/** The schema business tables live in (contract "Business tables"; created by the migrations). */
export const businessSchema = 'biz';
