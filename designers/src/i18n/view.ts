import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.view.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.view.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the view designer, keys `designer.view.*`. */
export const viewDesignerTexts: Catalogues = {
  zh_CN: flat({
    dnd: { instructions: '按空格或回车拿起该行，用方向键移动，再按空格或回车放下，按 Esc 取消。', pickedUp: '已拿起第 {{position}} 行', over: '移到第 {{position}} 行的位置', notOver: '不在可放置的位置', dropped: '已放到第 {{position}} 行', cancelled: '已取消移动' },
    addRow: '添加', dragRow: '拖动排序', removeRow: '删除', issues: '有 {{count}} 个问题需要修正', save: '保存', saved: '已保存', untitled: '未命名视图',
    tab: { basic: '基本信息', columns: '列', query: '查询字段', buttons: '按钮', parameters: '参数', page: '页面设置', tree: '树节点', layout: '布局', preview: '预览' },
    preview: { refresh: '刷新预览', unavailable: '没有可用的预览数据源', withIssues: '定义仍有问题，预览可能失败' },
    basic: {
      viewName: '视图名称', viewCode: '视图编码', codeFixed: '已保存的视图编码不可修改', viewType: '视图类型', viewStatus: '状态', enable: '启用', disable: '停用',
      dataSource: '数据来源', fromTable: '表单的表', fromSql: '报表 SQL', tableName: '表', addTableColumns: '从表添加列', reportSql: '列表 SQL',
      reportSqlHint: 'SQL 必须返回 id 列；以只读方式在服务器试运行', testSql: '试运行并添加列', formCode: '表单', formCodeHint: '新增、编辑、查看按钮打开的表单',
      columnsAdded: '已添加 {{count}} 列。', columnsRefused: '以下列编码不合规，未添加：{{codes}}', sqlWithoutId: 'SQL 结果没有 id 列，列表 SQL 必须返回 id',
    },
    column: {
      colCode: '列编码', colName: '列名', colAlias: '别名', colType: '类型', alignType: '对齐', colWidth: '宽度', isHidden: '隐藏', isExport: '导出', isFilter: '筛选',
      isSort: '排序', isEdit: '可编辑', isRequire: '必填', fixed: '固定', tuoMin: '脱敏', dictCode: '字典', add: '添加列', newName: '新列',
    },
    query: { isQuery: '查询', queryAlias: '查询别名', isDefaultQuery: '默认显示', queryOp: '运算符', queryDefaultValue: '默认值', queryIsHidden: '隐藏', queryOrder: '顺序' },
    button: {
      buttonName: '按钮名称', buttonCode: '按钮编码', buttonType: '位置', openType: '打开方式', buttonStyle: '样式', dialogSize: '弹窗大小', permission: '权限标识', more: '更多',
      add: '添加按钮', newName: '新按钮', defaultLocked: '默认按钮不能删除（不授予其权限即可对用户隐藏）', linkForm: '关联表单', linkView: '关联视图', linkUrl: '链接地址', buttonIcon: '图标', viewName: '视图名称', isMultiple: '允许多选',
      outParameter: '传出参数', parameterKey: '参数名', colCode: '取值列', showCondition: '显示条件', confirmBox: '确认框', confirmTitle: '确认标题', confirmContent: '确认内容',
      openScript: '打开脚本', openScriptHint: '返回表单初始数据（JSON），在沙箱中运行',
    },
    condition: { and: '全部满足', or: '任一满足', field: '字段', operator: '运算符', value: '值', add: '添加条件', nestedKept: '另有 {{count}} 个嵌套条件组保持不变' },
    parameter: { parameterKey: '参数键', parameterName: '参数名称', parameterType: '类型', isRequired: '必填', defaultValue: '默认值', newName: '新参数', add: '添加参数' },
    page: {
      isPage: '分页', pageNum: '每页条数', isLineNum: '显示行号', scrollEnable: '滚动', actionWidth: '操作列宽度', headerHeight: '表头高度', rowHeight: '行高',
      sortColumn: '默认排序列', sortOrder: '排序方向', asc: '升序', desc: '降序', nestedTables: '嵌套表', nestedView: '视图', nestedTitle: '标题',
      nestedColCode: '本表列', nestedRelatedColCode: '关联列',
    },
    tree: { key: '节点键', title: '标题', parentKey: '父节点', sqlCode: '子节点 SQL', filterColCode: '筛选列', newTitle: '新节点' },
    layout: { componentType: '组件类型', code: '编码', title: '标题', position: '位置' },
    viewType: { table: '表格', tree: '树', layout: '组合', dragLayout: '自由组合', mobile: '移动端' },
    colType: { string: '文本', number: '数字', date: '日期', datetime: '日期时间', time: '时间', dict: '字典', boolean: '是/否', image: '图片', link: '链接' },
    alignType: { left: '左', center: '中', right: '右' },
    fixed: { none: '不固定', left: '左侧', right: '右侧' },
    tuoMin: { none: '不脱敏', email: '邮箱', phonenumber: '手机号', idcard: '身份证', address: '地址', bankcard: '银行卡', ext: '扩展' },
    queryOp: {
      eq: '等于', eic: '等于（忽略大小写）', lt: '小于', gt: '大于', le: '小于等于', ge: '大于等于', ne: '不等于', lk: '包含', lfk: '以…结尾', rhk: '以…开头',
      in: '在列表中', ni: '不在列表中', bt: '介于', custom: '自定义条件', inl: '为空', nnl: '不为空', customLgt: '自定义比较（输入 >100、<=…）',
    },
    buttonType: { toolbar: '工具栏', inline: '行内' },
    buttonStyle: { primary: '主要', default: '默认', dashed: '虚线', danger: '危险', link: '链接', text: '文本' },
    openType: {
      add: '新增', edit: '编辑', detail: '查看', delete: '删除', batchDelete: '批量删除', copy: '复制', exportXls: '导出', importXls: '导入', moveToGroup: '移动到分组',
      openForm: '打开表单', openView: '打开视图', openUrl: '打开链接', script: '脚本', workflow: '流程', handleOnlineModify: '在线修改',
    },
    dialogSize: { auto: '自动', default: '默认', full: '全屏', large: '大', middle: '中', small: '小', mini: '迷你', drawer: '抽屉', newTab: '新标签页' },
    parameterType: { string: '文本', number: '数字', date: '日期', datetime: '日期时间', boolean: '是/否' },
    componentType: { view: '视图', form: '表单', report: '报表' },
    conditionOp: { equal: '等于', notEqual: '不等于', greater: '大于', greaterOrEqual: '大于等于', less: '小于', lessOrEqual: '小于等于', contains: '包含', notContains: '不包含', in: '在列表中', notIn: '不在列表中' },
  }),
  en_US: flat({
    dnd: { instructions: 'Press space or enter to pick up the row, the arrow keys to move it, space or enter to drop it, escape to cancel.', pickedUp: 'Picked up row {{position}}', over: 'Over the place of row {{position}}', notOver: 'Not over a place to drop', dropped: 'Dropped at row {{position}}', cancelled: 'Move cancelled' },
    addRow: 'Add', dragRow: 'Drag to reorder', removeRow: 'Remove', issues: '{{count}} problem(s) to fix', save: 'Save', saved: 'Saved', untitled: 'Untitled view',
    tab: { basic: 'Basics', columns: 'Columns', query: 'Query fields', buttons: 'Buttons', parameters: 'Parameters', page: 'Page settings', tree: 'Tree nodes', layout: 'Layout', preview: 'Preview' },
    preview: { refresh: 'Refresh preview', unavailable: 'No preview data source is available', withIssues: 'The definition still has problems; the preview may fail' },
    basic: {
      viewName: 'View name', viewCode: 'View code', codeFixed: 'A saved view keeps its code', viewType: 'View type', viewStatus: 'Status', enable: 'Enabled', disable: 'Disabled',
      dataSource: 'Data source', fromTable: 'A form\'s table', fromSql: 'Report SQL', tableName: 'Table', addTableColumns: 'Add columns from the table', reportSql: 'List SQL',
      reportSqlHint: 'The SQL must return an id column; it is test-run read-only on the server', testSql: 'Test-run and add columns', formCode: 'Form', formCodeHint: 'The form that add, edit and view buttons open',
      columnsAdded: '{{count}} column(s) added.', columnsRefused: 'These column codes are not valid and were not added: {{codes}}', sqlWithoutId: 'The SQL result has no id column; a list SQL must return id',
    },
    column: {
      colCode: 'Code', colName: 'Title', colAlias: 'Alias', colType: 'Type', alignType: 'Align', colWidth: 'Width', isHidden: 'Hidden', isExport: 'Export', isFilter: 'Filter',
      isSort: 'Sort', isEdit: 'Editable', isRequire: 'Required', fixed: 'Pinned', tuoMin: 'Masking', dictCode: 'Dictionary', add: 'Add column', newName: 'New column',
    },
    query: { isQuery: 'Query', queryAlias: 'Query label', isDefaultQuery: 'Shown by default', queryOp: 'Operator', queryDefaultValue: 'Default value', queryIsHidden: 'Hidden', queryOrder: 'Order' },
    button: {
      buttonName: 'Name', buttonCode: 'Code', buttonType: 'Place', openType: 'Opens', buttonStyle: 'Style', dialogSize: 'Dialog size', permission: 'Permission', more: 'More',
      add: 'Add button', newName: 'New button', defaultLocked: 'Default buttons cannot be deleted (leave the permission ungranted to hide one from users)', linkForm: 'Linked form', linkView: 'Linked view', linkUrl: 'Link URL', buttonIcon: 'Icon', viewName: 'View name', isMultiple: 'Allow several rows',
      outParameter: 'Out parameters', parameterKey: 'Parameter', colCode: 'From column', showCondition: 'Show condition', confirmBox: 'Confirm box', confirmTitle: 'Confirm title', confirmContent: 'Confirm text',
      openScript: 'Open script', openScriptHint: 'Returns the form\'s initial data (JSON); runs in the sandbox',
    },
    condition: { and: 'All of', or: 'Any of', field: 'Field', operator: 'Operator', value: 'Value', add: 'Add condition', nestedKept: '{{count}} nested group(s) kept as they are' },
    parameter: { parameterKey: 'Key', parameterName: 'Name', parameterType: 'Type', isRequired: 'Required', defaultValue: 'Default', newName: 'New parameter', add: 'Add parameter' },
    page: {
      isPage: 'Paged', pageNum: 'Rows per page', isLineNum: 'Line numbers', scrollEnable: 'Scroll', actionWidth: 'Action column width', headerHeight: 'Header height', rowHeight: 'Row height',
      sortColumn: 'Default sort column', sortOrder: 'Sort order', asc: 'Ascending', desc: 'Descending', nestedTables: 'Nested tables', nestedView: 'View', nestedTitle: 'Title',
      nestedColCode: 'This row\'s column', nestedRelatedColCode: 'Related column',
    },
    tree: { key: 'Key', title: 'Title', parentKey: 'Parent', sqlCode: 'Children SQL', filterColCode: 'Filter column', newTitle: 'New node' },
    layout: { componentType: 'Part type', code: 'Code', title: 'Title', position: 'Position' },
    viewType: { table: 'Table', tree: 'Tree', layout: 'Combination', dragLayout: 'Free combination', mobile: 'Mobile' },
    colType: { string: 'Text', number: 'Number', date: 'Date', datetime: 'Date-time', time: 'Time', dict: 'Dictionary', boolean: 'Yes/No', image: 'Image', link: 'Link' },
    alignType: { left: 'Left', center: 'Centre', right: 'Right' },
    fixed: { none: 'None', left: 'Left', right: 'Right' },
    tuoMin: { none: 'None', email: 'Email', phonenumber: 'Phone', idcard: 'ID card', address: 'Address', bankcard: 'Bank card', ext: 'Extension' },
    queryOp: {
      eq: 'equals', eic: 'equals (ignore case)', lt: 'less than', gt: 'greater than', le: 'less or equal', ge: 'greater or equal', ne: 'not equal', lk: 'contains', lfk: 'ends with', rhk: 'starts with',
      in: 'in list', ni: 'not in list', bt: 'between', custom: 'custom condition', inl: 'is empty', nnl: 'is not empty', customLgt: 'Comparison typed with the value (>100, <=…)',
    },
    buttonType: { toolbar: 'Toolbar', inline: 'In row' },
    buttonStyle: { primary: 'Primary', default: 'Default', dashed: 'Dashed', danger: 'Danger', link: 'Link', text: 'Text' },
    openType: {
      add: 'Add', edit: 'Edit', detail: 'View', delete: 'Delete', batchDelete: 'Batch delete', copy: 'Copy', exportXls: 'Export', importXls: 'Import', moveToGroup: 'Move to group',
      openForm: 'Open form', openView: 'Open view', openUrl: 'Open URL', script: 'Script', workflow: 'Workflow', handleOnlineModify: 'Online modification',
    },
    dialogSize: { auto: 'Auto', default: 'Default', full: 'Full screen', large: 'Large', middle: 'Middle', small: 'Small', mini: 'Mini', drawer: 'Drawer', newTab: 'New tab' },
    parameterType: { string: 'Text', number: 'Number', date: 'Date', datetime: 'Date-time', boolean: 'Yes/No' },
    componentType: { view: 'View', form: 'Form', report: 'Report' },
    conditionOp: { equal: 'equals', notEqual: 'not equal', greater: 'greater than', greaterOrEqual: 'greater or equal', less: 'less than', lessOrEqual: 'less or equal', contains: 'contains', notContains: 'does not contain', in: 'in list', notIn: 'not in list' },
  }),
  th_TH: flat({
    dnd: { instructions: 'กด Space หรือ Enter เพื่อหยิบแถว ใช้ปุ่มลูกศรเพื่อย้าย กด Space หรือ Enter เพื่อวาง กด Esc เพื่อยกเลิก', pickedUp: 'หยิบแถวที่ {{position}} แล้ว', over: 'อยู่เหนือตำแหน่งแถวที่ {{position}}', notOver: 'ไม่อยู่เหนือตำแหน่งที่วางได้', dropped: 'วางที่แถวที่ {{position}} แล้ว', cancelled: 'ยกเลิกการย้ายแล้ว' },
    addRow: 'เพิ่ม', dragRow: 'ลากเพื่อจัดลำดับ', removeRow: 'ลบ', issues: 'มี {{count}} ปัญหาที่ต้องแก้ไข', save: 'บันทึก', saved: 'บันทึกแล้ว', untitled: 'มุมมองไม่มีชื่อ',
    tab: { basic: 'ข้อมูลพื้นฐาน', columns: 'คอลัมน์', query: 'ฟิลด์ค้นหา', buttons: 'ปุ่ม', parameters: 'พารามิเตอร์', page: 'ตั้งค่าหน้า', tree: 'โหนดต้นไม้', layout: 'เลย์เอาต์', preview: 'ตัวอย่าง' },
    preview: { refresh: 'รีเฟรชตัวอย่าง', unavailable: 'ไม่มีแหล่งข้อมูลสำหรับตัวอย่าง', withIssues: 'คำจำกัดความยังมีปัญหา ตัวอย่างอาจล้มเหลว' },
    basic: {
      viewName: 'ชื่อมุมมอง', viewCode: 'รหัสมุมมอง', codeFixed: 'มุมมองที่บันทึกแล้วเปลี่ยนรหัสไม่ได้', viewType: 'ประเภทมุมมอง', viewStatus: 'สถานะ', enable: 'เปิดใช้', disable: 'ปิดใช้',
      dataSource: 'แหล่งข้อมูล', fromTable: 'ตารางของแบบฟอร์ม', fromSql: 'SQL รายงาน', tableName: 'ตาราง', addTableColumns: 'เพิ่มคอลัมน์จากตาราง', reportSql: 'SQL ของรายการ',
      reportSqlHint: 'SQL ต้องคืนคอลัมน์ id และจะทดลองรันแบบอ่านอย่างเดียวบนเซิร์ฟเวอร์', testSql: 'ทดลองรันและเพิ่มคอลัมน์', formCode: 'แบบฟอร์ม', formCodeHint: 'แบบฟอร์มที่ปุ่มเพิ่ม แก้ไข และดู เปิด',
      columnsAdded: 'เพิ่มแล้ว {{count}} คอลัมน์', columnsRefused: 'รหัสคอลัมน์เหล่านี้ไม่ถูกต้องและไม่ได้เพิ่ม: {{codes}}', sqlWithoutId: 'ผลลัพธ์ SQL ไม่มีคอลัมน์ id ซึ่ง SQL ของรายการต้องคืน id',
    },
    column: {
      colCode: 'รหัส', colName: 'ชื่อ', colAlias: 'ชื่อแฝง', colType: 'ประเภท', alignType: 'จัดแนว', colWidth: 'ความกว้าง', isHidden: 'ซ่อน', isExport: 'ส่งออก', isFilter: 'กรอง',
      isSort: 'เรียง', isEdit: 'แก้ไขได้', isRequire: 'จำเป็น', fixed: 'ตรึง', tuoMin: 'ปิดบังข้อมูล', dictCode: 'พจนานุกรม', add: 'เพิ่มคอลัมน์', newName: 'คอลัมน์ใหม่',
    },
    query: { isQuery: 'ค้นหา', queryAlias: 'ป้ายค้นหา', isDefaultQuery: 'แสดงโดยค่าเริ่มต้น', queryOp: 'ตัวดำเนินการ', queryDefaultValue: 'ค่าเริ่มต้น', queryIsHidden: 'ซ่อน', queryOrder: 'ลำดับ' },
    button: {
      buttonName: 'ชื่อ', buttonCode: 'รหัส', buttonType: 'ตำแหน่ง', openType: 'การเปิด', buttonStyle: 'รูปแบบ', dialogSize: 'ขนาดหน้าต่าง', permission: 'สิทธิ์', more: 'เพิ่มเติม',
      add: 'เพิ่มปุ่ม', newName: 'ปุ่มใหม่', defaultLocked: 'ไม่สามารถลบปุ่มเริ่มต้นได้ (ไม่ต้องให้สิทธิ์เพื่อซ่อนปุ่มจากผู้ใช้)', linkForm: 'แบบฟอร์มที่เชื่อม', linkView: 'มุมมองที่เชื่อม', linkUrl: 'URL ลิงก์', buttonIcon: 'ไอคอน', viewName: 'ชื่อมุมมอง', isMultiple: 'เลือกหลายแถวได้',
      outParameter: 'พารามิเตอร์ขาออก', parameterKey: 'พารามิเตอร์', colCode: 'จากคอลัมน์', showCondition: 'เงื่อนไขการแสดง', confirmBox: 'กล่องยืนยัน', confirmTitle: 'หัวข้อยืนยัน', confirmContent: 'ข้อความยืนยัน',
      openScript: 'สคริปต์เปิด', openScriptHint: 'คืนข้อมูลเริ่มต้นของแบบฟอร์ม (JSON) ทำงานในแซนด์บ็อกซ์',
    },
    condition: { and: 'ทั้งหมด', or: 'อย่างใดอย่างหนึ่ง', field: 'ฟิลด์', operator: 'ตัวดำเนินการ', value: 'ค่า', add: 'เพิ่มเงื่อนไข', nestedKept: 'คงกลุ่มซ้อนไว้ {{count}} กลุ่ม' },
    parameter: { parameterKey: 'คีย์', parameterName: 'ชื่อ', parameterType: 'ประเภท', isRequired: 'จำเป็น', defaultValue: 'ค่าเริ่มต้น', newName: 'พารามิเตอร์ใหม่', add: 'เพิ่มพารามิเตอร์' },
    page: {
      isPage: 'แบ่งหน้า', pageNum: 'แถวต่อหน้า', isLineNum: 'เลขบรรทัด', scrollEnable: 'เลื่อน', actionWidth: 'ความกว้างคอลัมน์การดำเนินการ', headerHeight: 'ความสูงหัวตาราง', rowHeight: 'ความสูงแถว',
      sortColumn: 'คอลัมน์เรียงเริ่มต้น', sortOrder: 'ลำดับการเรียง', asc: 'น้อยไปมาก', desc: 'มากไปน้อย', nestedTables: 'ตารางซ้อน', nestedView: 'มุมมอง', nestedTitle: 'หัวข้อ',
      nestedColCode: 'คอลัมน์ของแถวนี้', nestedRelatedColCode: 'คอลัมน์ที่เกี่ยวข้อง',
    },
    tree: { key: 'คีย์', title: 'หัวข้อ', parentKey: 'โหนดแม่', sqlCode: 'SQL ของโหนดลูก', filterColCode: 'คอลัมน์กรอง', newTitle: 'โหนดใหม่' },
    layout: { componentType: 'ประเภทส่วน', code: 'รหัส', title: 'หัวข้อ', position: 'ตำแหน่ง' },
    viewType: { table: 'ตาราง', tree: 'ต้นไม้', layout: 'ผสม', dragLayout: 'ผสมอิสระ', mobile: 'มือถือ' },
    colType: { string: 'ข้อความ', number: 'ตัวเลข', date: 'วันที่', datetime: 'วันที่-เวลา', time: 'เวลา', dict: 'พจนานุกรม', boolean: 'ใช่/ไม่ใช่', image: 'รูปภาพ', link: 'ลิงก์' },
    alignType: { left: 'ซ้าย', center: 'กลาง', right: 'ขวา' },
    fixed: { none: 'ไม่ตรึง', left: 'ซ้าย', right: 'ขวา' },
    tuoMin: { none: 'ไม่ปิดบัง', email: 'อีเมล', phonenumber: 'โทรศัพท์', idcard: 'บัตรประชาชน', address: 'ที่อยู่', bankcard: 'บัตรธนาคาร', ext: 'ส่วนขยาย' },
    queryOp: {
      eq: 'เท่ากับ', eic: 'เท่ากับ (ไม่สนตัวพิมพ์)', lt: 'น้อยกว่า', gt: 'มากกว่า', le: 'น้อยกว่าหรือเท่ากับ', ge: 'มากกว่าหรือเท่ากับ', ne: 'ไม่เท่ากับ', lk: 'มีคำว่า', lfk: 'ลงท้ายด้วย', rhk: 'ขึ้นต้นด้วย',
      in: 'อยู่ในรายการ', ni: 'ไม่อยู่ในรายการ', bt: 'ระหว่าง', custom: 'เงื่อนไขกำหนดเอง', inl: 'ว่าง', nnl: 'ไม่ว่าง', customLgt: 'การเปรียบเทียบที่พิมพ์พร้อมค่า (>100, <=…)',
    },
    buttonType: { toolbar: 'แถบเครื่องมือ', inline: 'ในแถว' },
    buttonStyle: { primary: 'หลัก', default: 'ค่าเริ่มต้น', dashed: 'เส้นประ', danger: 'อันตราย', link: 'ลิงก์', text: 'ข้อความ' },
    openType: {
      add: 'เพิ่ม', edit: 'แก้ไข', detail: 'ดู', delete: 'ลบ', batchDelete: 'ลบหลายรายการ', copy: 'คัดลอก', exportXls: 'ส่งออก', importXls: 'นำเข้า', moveToGroup: 'ย้ายไปกลุ่ม',
      openForm: 'เปิดแบบฟอร์ม', openView: 'เปิดมุมมอง', openUrl: 'เปิด URL', script: 'สคริปต์', workflow: 'เวิร์กโฟลว์', handleOnlineModify: 'แก้ไขออนไลน์',
    },
    dialogSize: { auto: 'อัตโนมัติ', default: 'ค่าเริ่มต้น', full: 'เต็มจอ', large: 'ใหญ่', middle: 'กลาง', small: 'เล็ก', mini: 'เล็กมาก', drawer: 'ลิ้นชัก', newTab: 'แท็บใหม่' },
    parameterType: { string: 'ข้อความ', number: 'ตัวเลข', date: 'วันที่', datetime: 'วันที่-เวลา', boolean: 'ใช่/ไม่ใช่' },
    componentType: { view: 'มุมมอง', form: 'แบบฟอร์ม', report: 'รายงาน' },
    conditionOp: { equal: 'เท่ากับ', notEqual: 'ไม่เท่ากับ', greater: 'มากกว่า', greaterOrEqual: 'มากกว่าหรือเท่ากับ', less: 'น้อยกว่า', lessOrEqual: 'น้อยกว่าหรือเท่ากับ', contains: 'มีคำว่า', notContains: 'ไม่มีคำว่า', in: 'อยู่ในรายการ', notIn: 'ไม่อยู่ในรายการ' },
  }),
  zh_TW: flat({
    dnd: { instructions: '按空白鍵或 Enter 拿起該列，用方向鍵移動，再按空白鍵或 Enter 放下，按 Esc 取消。', pickedUp: '已拿起第 {{position}} 列', over: '移到第 {{position}} 列的位置', notOver: '不在可放置的位置', dropped: '已放到第 {{position}} 列', cancelled: '已取消移動' },
    addRow: '新增', dragRow: '拖動排序', removeRow: '刪除', issues: '有 {{count}} 個問題需要修正', save: '儲存', saved: '已儲存', untitled: '未命名視圖',
    tab: { basic: '基本資訊', columns: '欄', query: '查詢欄位', buttons: '按鈕', parameters: '參數', page: '頁面設定', tree: '樹節點', layout: '版面', preview: '預覽' },
    preview: { refresh: '重新整理預覽', unavailable: '沒有可用的預覽資料來源', withIssues: '定義仍有問題，預覽可能失敗' },
    basic: {
      viewName: '視圖名稱', viewCode: '視圖編碼', codeFixed: '已儲存的視圖編碼不可修改', viewType: '視圖類型', viewStatus: '狀態', enable: '啟用', disable: '停用',
      dataSource: '資料來源', fromTable: '表單的表', fromSql: '報表 SQL', tableName: '表', addTableColumns: '從表新增欄', reportSql: '清單 SQL',
      reportSqlHint: 'SQL 必須回傳 id 欄；以唯讀方式在伺服器試執行', testSql: '試執行並新增欄', formCode: '表單', formCodeHint: '新增、編輯、檢視按鈕開啟的表單',
      columnsAdded: '已新增 {{count}} 欄。', columnsRefused: '以下欄編碼不合規，未新增：{{codes}}', sqlWithoutId: 'SQL 結果沒有 id 欄，清單 SQL 必須回傳 id',
    },
    column: {
      colCode: '欄編碼', colName: '欄名', colAlias: '別名', colType: '類型', alignType: '對齊', colWidth: '寬度', isHidden: '隱藏', isExport: '匯出', isFilter: '篩選',
      isSort: '排序', isEdit: '可編輯', isRequire: '必填', fixed: '固定', tuoMin: '脫敏', dictCode: '字典', add: '新增欄', newName: '新欄',
    },
    query: { isQuery: '查詢', queryAlias: '查詢別名', isDefaultQuery: '預設顯示', queryOp: '運算子', queryDefaultValue: '預設值', queryIsHidden: '隱藏', queryOrder: '順序' },
    button: {
      buttonName: '按鈕名稱', buttonCode: '按鈕編碼', buttonType: '位置', openType: '開啟方式', buttonStyle: '樣式', dialogSize: '彈窗大小', permission: '權限標識', more: '更多',
      add: '新增按鈕', newName: '新按鈕', defaultLocked: '預設按鈕不能刪除（不授予其權限即可對使用者隱藏）', linkForm: '關聯表單', linkView: '關聯視圖', linkUrl: '連結位址', buttonIcon: '圖示', viewName: '視圖名稱', isMultiple: '允許多選',
      outParameter: '傳出參數', parameterKey: '參數名', colCode: '取值欄', showCondition: '顯示條件', confirmBox: '確認框', confirmTitle: '確認標題', confirmContent: '確認內容',
      openScript: '開啟腳本', openScriptHint: '回傳表單初始資料（JSON），在沙箱中執行',
    },
    condition: { and: '全部符合', or: '任一符合', field: '欄位', operator: '運算子', value: '值', add: '新增條件', nestedKept: '另有 {{count}} 個巢狀條件組保持不變' },
    parameter: { parameterKey: '參數鍵', parameterName: '參數名稱', parameterType: '類型', isRequired: '必填', defaultValue: '預設值', newName: '新參數', add: '新增參數' },
    page: {
      isPage: '分頁', pageNum: '每頁筆數', isLineNum: '顯示行號', scrollEnable: '捲動', actionWidth: '操作欄寬度', headerHeight: '表頭高度', rowHeight: '列高',
      sortColumn: '預設排序欄', sortOrder: '排序方向', asc: '升冪', desc: '降冪', nestedTables: '巢狀表', nestedView: '視圖', nestedTitle: '標題',
      nestedColCode: '本表欄', nestedRelatedColCode: '關聯欄',
    },
    tree: { key: '節點鍵', title: '標題', parentKey: '父節點', sqlCode: '子節點 SQL', filterColCode: '篩選欄', newTitle: '新節點' },
    layout: { componentType: '元件類型', code: '編碼', title: '標題', position: '位置' },
    viewType: { table: '表格', tree: '樹', layout: '組合', dragLayout: '自由組合', mobile: '行動端' },
    colType: { string: '文字', number: '數字', date: '日期', datetime: '日期時間', time: '時間', dict: '字典', boolean: '是/否', image: '圖片', link: '連結' },
    alignType: { left: '左', center: '中', right: '右' },
    fixed: { none: '不固定', left: '左側', right: '右側' },
    tuoMin: { none: '不脫敏', email: '電子郵件', phonenumber: '手機號', idcard: '身分證', address: '地址', bankcard: '銀行卡', ext: '擴充' },
    queryOp: {
      eq: '等於', eic: '等於（忽略大小寫）', lt: '小於', gt: '大於', le: '小於等於', ge: '大於等於', ne: '不等於', lk: '包含', lfk: '以…結尾', rhk: '以…開頭',
      in: '在清單中', ni: '不在清單中', bt: '介於', custom: '自訂條件', inl: '為空', nnl: '不為空', customLgt: '自訂比較（輸入 >100、<=…）',
    },
    buttonType: { toolbar: '工具列', inline: '列內' },
    buttonStyle: { primary: '主要', default: '預設', dashed: '虛線', danger: '危險', link: '連結', text: '文字' },
    openType: {
      add: '新增', edit: '編輯', detail: '檢視', delete: '刪除', batchDelete: '批次刪除', copy: '複製', exportXls: '匯出', importXls: '匯入', moveToGroup: '移動到分組',
      openForm: '開啟表單', openView: '開啟視圖', openUrl: '開啟連結', script: '腳本', workflow: '流程', handleOnlineModify: '線上修改',
    },
    dialogSize: { auto: '自動', default: '預設', full: '全螢幕', large: '大', middle: '中', small: '小', mini: '迷你', drawer: '抽屜', newTab: '新分頁' },
    parameterType: { string: '文字', number: '數字', date: '日期', datetime: '日期時間', boolean: '是/否' },
    componentType: { view: '視圖', form: '表單', report: '報表' },
    conditionOp: { equal: '等於', notEqual: '不等於', greater: '大於', greaterOrEqual: '大於等於', less: '小於', lessOrEqual: '小於等於', contains: '包含', notContains: '不包含', in: '在清單中', notIn: '不在清單中' },
  }),
};
