import type { ViewDefinition } from '@wharf/schemas';

/** A declaration list view used by the list runtime's tests. */
export const declarationView: ViewDefinition = {
  schemaVersion: 1,
  viewId: 'v-1',
  viewCode: 'dec_list',
  viewName: 'Declarations',
  viewType: 'table',
  formCode: 'dec_form',
  columns: [
    { colCode: 'entryId', colName: 'Entry no.', isQuery: 'Y', queryOp: 'rhk', queryOrder: 2, isDefaultQuery: 'Y', isEdit: 'N' },
    { colCode: 'declDate', colName: 'Declared', colType: 'date', isQuery: 'Y', queryOp: 'bt', queryOrder: 1, queryDefaultValue: '{{now-7d}},{{now}}', isDefaultQuery: 'Y' },
    { colCode: 'status', colName: 'Status', isQuery: 'Y', queryOp: 'in', queryDefaultValue: '00,10', queryIsHidden: 'Y' },
    { colCode: 'remark', colName: 'Remark', isQuery: 'Y', queryOp: 'nnl', isEdit: 'Y' },
    { colCode: 'ownerName', colName: 'Owner', isEdit: 'Y', isRequire: 'Y', queryAlias: 'Owner name', isQuery: 'Y', queryOp: 'customLgt' },
    { colCode: 'total', colName: 'Total', colType: 'number', isEdit: 'Y' },
  ],
  buttons: [
    { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', buttonStyle: 'primary', dialogSize: 'large' },
    { buttonName: 'Delete selected', buttonType: 'toolbar', openType: 'batchDelete', permission: 'decList:delete' },
    { buttonName: 'Copy', buttonType: 'toolbar', openType: 'copy' },
    { buttonName: 'Edit online', buttonType: 'toolbar', openType: 'handleOnlineModify' },
    { buttonName: 'Edit', buttonType: 'inline', openType: 'edit', outParameter: [{ parameterKey: 'entry', colCode: 'entryId' }] },
    {
      buttonName: 'Submit',
      buttonType: 'inline',
      openType: 'script',
      showCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'status', operator: 'equal', value: '00' }] },
    },
  ],
  page: { isPage: 'Y', pageNum: 20 },
};
