import type { QueryDefinition } from './types';

/** A customs-declaration list used by the query tests and the bench. */
export const declarationDefinition: QueryDefinition = {
  table: 'customs_declaration',
  columns: [
    { field: 'id', type: 'string' },
    { field: 'entryNo', column: 'entry_no' },
    { field: 'consignee', queryOp: 'lk' },
    { field: 'amount', type: 'number' },
    { field: 'status' },
    { field: 'declareDate', column: 'declare_date', type: 'date' },
    { field: 'createTime', column: 'create_time', type: 'datetime' },
    { field: 'remark', isFilterable: false, isSortable: false },
  ],
  customConditions: {
    overdue: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'status', operator: 'in', value: ['A', 'B'] }, { kind: 'condition', field: 'amount', operator: 'greater', value: 0 }] },
  },
};
