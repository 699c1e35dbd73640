import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.dataset.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.dataset.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the dataset designer, keys `designer.dataset.*`. */
export const datasetDesignerTexts: Catalogues = {
  zh_CN: flat({
    save: '保存', saved: '已保存', untitled: '未命名数据集', issues: '有 {{count}} 个问题需要修正',
    tab: { source: '数据来源', fields: '维度与度量', hierarchies: '层级', parameters: '参数', filters: '筛选' },
    source: {
      datasetName: '数据集名称', datasetCode: '数据集编码', codeFixed: '已保存的编码不可修改', sourceType: '数据来源', fromSql: 'SQL 配置', fromTable: '数据表',
      sqlCode: 'SQL 配置', tableName: '数据表', loadFields: '从来源添加字段', typeFields: '无法读取 SQL 配置的列，请在“维度与度量”中手动填写字段。',
      fieldsAdded: '已添加 {{count}} 个字段。', fieldsRefused: '以下列编码不合规，未添加：{{codes}}', loadFailed: '无法读取来源的列：{{reason}}',
      maxRows: '最大行数', maxRowsHint: '一次查询最多返回的行数（默认 5000，最多 50000）', cacheSeconds: '缓存秒数', cacheSecondsHint: '相同查询的结果保留时间（默认 30；0 只合并同时进行的查询）',
    },
    field: {
      dimensions: '维度', measures: '度量', colCode: '字段编码', title: '标题', colType: '类型', dictCode: '字典', dateGranularity: '日期粒度', aggregate: '聚合方式', precision: '小数位',
      newDimension: '新维度', newMeasure: '新度量', addDimension: '添加维度', addMeasure: '添加度量',
    },
    colType: { string: '文本', number: '数字', date: '日期', datetime: '日期时间' },
    granularity: { day: '日', week: '周', month: '月', quarter: '季度', year: '年' },
    aggregate: { sum: '求和', avg: '平均', count: '计数', countDistinct: '去重计数', max: '最大值', min: '最小值' },
    hierarchy: {
      hint: '层级是下钻路径，上层在前（如 年 → 月 → 日；国家 → 口岸）。拖动层次调整顺序。', none: '尚无层级', name: '层级编码', title: '层级标题', remove: '删除层级',
      levelsOf: '{{name}} 的层次', addLevel: '添加层次', position: '顺序', level: '维度', newTitle: '新层级', add: '添加层级',
    },
    parameter: { list: '参数', name: '参数名', title: '标题', paramType: '类型', required: '必填', defaultValue: '默认值', newTitle: '新参数', add: '添加参数' },
    paramType: { string: '文本', number: '数字', date: '日期' },
    filters: {
      required: '必须筛选的维度', requiredHint: '查询时至少要筛选其中一个维度，避免扫描整张大表', default: '默认筛选', defaultHint: '始终生效，叠加在调用者的数据权限之上',
    },
    problem: { unknownLevel: '“{{code}}”不是本数据集的维度', repeatedLevel: '维度“{{code}}”在层级中重复', unknownFilter: '“{{code}}”不是本数据集的维度' },
  }),
  en_US: flat({
    save: 'Save', saved: 'Saved', untitled: 'Untitled dataset', issues: '{{count}} problem(s) to fix',
    tab: { source: 'Source', fields: 'Dimensions and measures', hierarchies: 'Hierarchies', parameters: 'Parameters', filters: 'Filters' },
    source: {
      datasetName: 'Dataset name', datasetCode: 'Dataset code', codeFixed: 'A saved dataset keeps its code', sourceType: 'Rows come from', fromSql: 'A SQL config', fromTable: 'A table',
      sqlCode: 'SQL config', tableName: 'Table', loadFields: 'Add fields from the source', typeFields: 'The SQL config\'s columns cannot be read here; type the fields in under "Dimensions and measures".',
      fieldsAdded: '{{count}} field(s) added.', fieldsRefused: 'These column codes are not valid field codes and were not added: {{codes}}', loadFailed: 'The source\'s columns could not be read: {{reason}}',
      maxRows: 'Row cap', maxRowsHint: 'Most rows one query answers (default 5000, at most 50000)', cacheSeconds: 'Cache seconds', cacheSecondsHint: 'How long an answer is kept for identical queries (default 30; 0 merges only queries in flight)',
    },
    field: {
      dimensions: 'Dimensions', measures: 'Measures', colCode: 'Field code', title: 'Title', colType: 'Type', dictCode: 'Dictionary', dateGranularity: 'Date granularity', aggregate: 'Aggregate', precision: 'Decimals',
      newDimension: 'New dimension', newMeasure: 'New measure', addDimension: 'Add dimension', addMeasure: 'Add measure',
    },
    colType: { string: 'Text', number: 'Number', date: 'Date', datetime: 'Date and time' },
    granularity: { day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' },
    aggregate: { sum: 'Sum', avg: 'Average', count: 'Count', countDistinct: 'Distinct count', max: 'Maximum', min: 'Minimum' },
    hierarchy: {
      hint: 'A hierarchy is a drill path, top level first (year → month → day; country → port). Drag the levels to reorder them.', none: 'No hierarchies yet', name: 'Hierarchy code', title: 'Hierarchy title', remove: 'Remove hierarchy',
      levelsOf: 'Levels of {{name}}', addLevel: 'Add level', position: 'Order', level: 'Dimension', newTitle: 'New hierarchy', add: 'Add hierarchy',
    },
    parameter: { list: 'Parameters', name: 'Name', title: 'Title', paramType: 'Type', required: 'Required', defaultValue: 'Default value', newTitle: 'New parameter', add: 'Add parameter' },
    paramType: { string: 'Text', number: 'Number', date: 'Date' },
    filters: {
      required: 'Dimensions that must be filtered', requiredHint: 'A query must filter at least one of them, so a huge table is never scanned whole', default: 'Default filter', defaultHint: 'Always applied, on top of the caller\'s data rules',
    },
    problem: { unknownLevel: '"{{code}}" is not a dimension of this dataset', repeatedLevel: 'The dimension "{{code}}" appears twice in the hierarchy', unknownFilter: '"{{code}}" is not a dimension of this dataset' },
  }),
  th_TH: flat({
    save: 'บันทึก', saved: 'บันทึกแล้ว', untitled: 'ชุดข้อมูลไม่มีชื่อ', issues: 'มี {{count}} ปัญหาที่ต้องแก้ไข',
    tab: { source: 'แหล่งข้อมูล', fields: 'มิติและค่าวัด', hierarchies: 'ลำดับชั้น', parameters: 'พารามิเตอร์', filters: 'ตัวกรอง' },
    source: {
      datasetName: 'ชื่อชุดข้อมูล', datasetCode: 'รหัสชุดข้อมูล', codeFixed: 'ชุดข้อมูลที่บันทึกแล้วเปลี่ยนรหัสไม่ได้', sourceType: 'ข้อมูลมาจาก', fromSql: 'การตั้งค่า SQL', fromTable: 'ตาราง',
      sqlCode: 'การตั้งค่า SQL', tableName: 'ตาราง', loadFields: 'เพิ่มฟิลด์จากแหล่งข้อมูล', typeFields: 'อ่านคอลัมน์ของการตั้งค่า SQL ที่นี่ไม่ได้ กรุณาพิมพ์ฟิลด์เองในแท็บ "มิติและค่าวัด"',
      fieldsAdded: 'เพิ่มแล้ว {{count}} ฟิลด์', fieldsRefused: 'รหัสคอลัมน์เหล่านี้ไม่ถูกต้องและไม่ได้เพิ่ม: {{codes}}', loadFailed: 'อ่านคอลัมน์ของแหล่งข้อมูลไม่ได้: {{reason}}',
      maxRows: 'จำนวนแถวสูงสุด', maxRowsHint: 'จำนวนแถวสูงสุดที่หนึ่งคิวรีตอบ (ค่าเริ่มต้น 5000 สูงสุด 50000)', cacheSeconds: 'วินาทีที่แคช', cacheSecondsHint: 'ระยะเวลาที่เก็บคำตอบของคิวรีที่เหมือนกัน (ค่าเริ่มต้น 30; 0 รวมเฉพาะคิวรีที่กำลังทำงาน)',
    },
    field: {
      dimensions: 'มิติ', measures: 'ค่าวัด', colCode: 'รหัสฟิลด์', title: 'ชื่อ', colType: 'ชนิด', dictCode: 'พจนานุกรม', dateGranularity: 'ความละเอียดวันที่', aggregate: 'การรวม', precision: 'ทศนิยม',
      newDimension: 'มิติใหม่', newMeasure: 'ค่าวัดใหม่', addDimension: 'เพิ่มมิติ', addMeasure: 'เพิ่มค่าวัด',
    },
    colType: { string: 'ข้อความ', number: 'ตัวเลข', date: 'วันที่', datetime: 'วันที่และเวลา' },
    granularity: { day: 'วัน', week: 'สัปดาห์', month: 'เดือน', quarter: 'ไตรมาส', year: 'ปี' },
    aggregate: { sum: 'ผลรวม', avg: 'ค่าเฉลี่ย', count: 'นับ', countDistinct: 'นับไม่ซ้ำ', max: 'ค่าสูงสุด', min: 'ค่าต่ำสุด' },
    hierarchy: {
      hint: 'ลำดับชั้นคือเส้นทางเจาะลึก ระดับบนก่อน (ปี → เดือน → วัน; ประเทศ → ท่า) ลากระดับเพื่อจัดลำดับ', none: 'ยังไม่มีลำดับชั้น', name: 'รหัสลำดับชั้น', title: 'ชื่อลำดับชั้น', remove: 'ลบลำดับชั้น',
      levelsOf: 'ระดับของ {{name}}', addLevel: 'เพิ่มระดับ', position: 'ลำดับ', level: 'มิติ', newTitle: 'ลำดับชั้นใหม่', add: 'เพิ่มลำดับชั้น',
    },
    parameter: { list: 'พารามิเตอร์', name: 'ชื่อ', title: 'หัวข้อ', paramType: 'ชนิด', required: 'จำเป็น', defaultValue: 'ค่าเริ่มต้น', newTitle: 'พารามิเตอร์ใหม่', add: 'เพิ่มพารามิเตอร์' },
    paramType: { string: 'ข้อความ', number: 'ตัวเลข', date: 'วันที่' },
    filters: {
      required: 'มิติที่ต้องกรอง', requiredHint: 'คิวรีต้องกรองอย่างน้อยหนึ่งมิติ เพื่อไม่ให้สแกนตารางใหญ่ทั้งตาราง', default: 'ตัวกรองเริ่มต้น', defaultHint: 'ใช้เสมอ เพิ่มเติมจากกฎข้อมูลของผู้เรียก',
    },
    problem: { unknownLevel: '"{{code}}" ไม่ใช่มิติของชุดข้อมูลนี้', repeatedLevel: 'มิติ "{{code}}" ซ้ำในลำดับชั้น', unknownFilter: '"{{code}}" ไม่ใช่มิติของชุดข้อมูลนี้' },
  }),
  zh_TW: flat({
    save: '儲存', saved: '已儲存', untitled: '未命名資料集', issues: '有 {{count}} 個問題需要修正',
    tab: { source: '資料來源', fields: '維度與度量', hierarchies: '層級', parameters: '參數', filters: '篩選' },
    source: {
      datasetName: '資料集名稱', datasetCode: '資料集編碼', codeFixed: '已儲存的編碼不可修改', sourceType: '資料來源', fromSql: 'SQL 設定', fromTable: '資料表',
      sqlCode: 'SQL 設定', tableName: '資料表', loadFields: '從來源加入欄位', typeFields: '無法讀取 SQL 設定的欄位，請在「維度與度量」中手動填寫欄位。',
      fieldsAdded: '已加入 {{count}} 個欄位。', fieldsRefused: '以下欄位編碼不合規，未加入：{{codes}}', loadFailed: '無法讀取來源的欄位：{{reason}}',
      maxRows: '最大列數', maxRowsHint: '一次查詢最多傳回的列數（預設 5000，最多 50000）', cacheSeconds: '快取秒數', cacheSecondsHint: '相同查詢的結果保留時間（預設 30；0 只合併同時進行的查詢）',
    },
    field: {
      dimensions: '維度', measures: '度量', colCode: '欄位編碼', title: '標題', colType: '類型', dictCode: '字典', dateGranularity: '日期粒度', aggregate: '彙總方式', precision: '小數位',
      newDimension: '新維度', newMeasure: '新度量', addDimension: '新增維度', addMeasure: '新增度量',
    },
    colType: { string: '文字', number: '數字', date: '日期', datetime: '日期時間' },
    granularity: { day: '日', week: '週', month: '月', quarter: '季', year: '年' },
    aggregate: { sum: '加總', avg: '平均', count: '計數', countDistinct: '去重計數', max: '最大值', min: '最小值' },
    hierarchy: {
      hint: '層級是下鑽路徑，上層在前（如 年 → 月 → 日；國家 → 口岸）。拖動層次調整順序。', none: '尚無層級', name: '層級編碼', title: '層級標題', remove: '刪除層級',
      levelsOf: '{{name}} 的層次', addLevel: '新增層次', position: '順序', level: '維度', newTitle: '新層級', add: '新增層級',
    },
    parameter: { list: '參數', name: '參數名', title: '標題', paramType: '類型', required: '必填', defaultValue: '預設值', newTitle: '新參數', add: '新增參數' },
    paramType: { string: '文字', number: '數字', date: '日期' },
    filters: {
      required: '必須篩選的維度', requiredHint: '查詢時至少要篩選其中一個維度，避免掃描整張大表', default: '預設篩選', defaultHint: '始終生效，疊加在呼叫者的資料權限之上',
    },
    problem: { unknownLevel: '「{{code}}」不是本資料集的維度', repeatedLevel: '維度「{{code}}」在層級中重複', unknownFilter: '「{{code}}」不是本資料集的維度' },
  }),
};
