import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.dataSources.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.dataSources.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the SQL and HTTP config designers, keys `designer.dataSources.*`. */
export const dataSourcesDesignerTexts: Catalogues = {
  zh_CN: flat({
    save: '保存', saved: '已保存', fixIssues: '请先修正 {{count}} 个问题',
    sql: {
      sqlCode: 'SQL 编码', sqlName: 'SQL 名称', isCache: '缓存结果', isCacheHint: '按租户和参数缓存', sqlQuery: 'SQL 语句', sqlQueryHint: '只读执行；参数写作 :name，由服务器按名称绑定',
      parameters: '参数', parameterName: '参数名', parameterType: '类型', isRequired: '必填', declare: '声明这些参数', undeclared: 'SQL 使用了未声明的参数：{{names}}', unused: '已声明但未使用：{{names}}',
    },
    parameterType: { string: '文本', number: '数字', date: '日期', datetime: '日期时间', boolean: '是/否', list: '列表' },
    http: {
      httpCode: '接口编码', httpName: '接口名称', httpMethod: '请求方法', httpUrl: '请求地址', httpUrlHint: '以 http:// 或 https:// 开头；内网和本机地址会被服务器拒绝', header: '请求头', headerName: '名称', headerValue: '值',
      duplicateHeader: '请求头重复：{{names}}', body: '请求体', returnScript: '返回处理脚本', returnScriptHint: '在服务器沙箱中转换返回数据（input 为响应内容）',
      testParams: '测试参数', testParamsHint: '测试时随请求发送的参数', paramName: '参数名', paramValue: '参数值',
    },
    test: { title: '试运行', run: '运行', missing: '请填写必填参数：{{names}}', noRows: '没有返回数据', result: '运行结果', summary: '{{count}} 行，耗时 {{ms}} ms', truncated: '（结果已截断）' },
    usage: { title: '使用情况', none: '尚未被使用', notSaved: '保存后可查看使用情况', retry: '重试', kind: { form: '表单', view: '视图', report: '报表', dataset: '数据集', warning: '预警' } },
  }),
  en_US: flat({
    save: 'Save', saved: 'Saved', fixIssues: 'Fix {{count}} problem(s) first',
    sql: {
      sqlCode: 'SQL code', sqlName: 'SQL name', isCache: 'Cache results', isCacheHint: 'Cached per tenant and parameters', sqlQuery: 'SQL', sqlQueryHint: 'Runs read-only; write parameters as :name, the server binds them by name',
      parameters: 'Parameters', parameterName: 'Name', parameterType: 'Type', isRequired: 'Required', declare: 'Declare them', undeclared: 'The SQL uses undeclared parameters: {{names}}', unused: 'Declared but not used: {{names}}',
    },
    parameterType: { string: 'Text', number: 'Number', date: 'Date', datetime: 'Date-time', boolean: 'Yes/No', list: 'List' },
    http: {
      httpCode: 'HTTP code', httpName: 'HTTP name', httpMethod: 'Method', httpUrl: 'URL', httpUrlHint: 'Starts with http:// or https://; private and local addresses are refused by the server', header: 'Headers', headerName: 'Name', headerValue: 'Value',
      duplicateHeader: 'Repeated headers: {{names}}', body: 'Body', returnScript: 'Return script', returnScriptHint: 'Transforms the answer in the server\'s sandbox (input is the response)',
      testParams: 'Test parameters', testParamsHint: 'Parameters sent with the test call', paramName: 'Name', paramValue: 'Value',
    },
    test: { title: 'Test run', run: 'Run', missing: 'Fill in the required parameters: {{names}}', noRows: 'No rows returned', result: 'Result', summary: '{{count}} row(s) in {{ms}} ms', truncated: '(result cut at the row cap)' },
    usage: { title: 'Used by', none: 'Not used yet', notSaved: 'Save first to see where it is used', retry: 'Retry', kind: { form: 'Form', view: 'View', report: 'Report', dataset: 'Dataset', warning: 'Warning' } },
  }),
  th_TH: flat({
    save: 'บันทึก', saved: 'บันทึกแล้ว', fixIssues: 'โปรดแก้ไข {{count}} ปัญหาก่อน',
    sql: {
      sqlCode: 'รหัส SQL', sqlName: 'ชื่อ SQL', isCache: 'แคชผลลัพธ์', isCacheHint: 'แคชตามผู้เช่าและพารามิเตอร์', sqlQuery: 'คำสั่ง SQL', sqlQueryHint: 'รันแบบอ่านอย่างเดียว เขียนพารามิเตอร์เป็น :name เซิร์ฟเวอร์ผูกค่าตามชื่อ',
      parameters: 'พารามิเตอร์', parameterName: 'ชื่อ', parameterType: 'ประเภท', isRequired: 'จำเป็น', declare: 'ประกาศพารามิเตอร์เหล่านี้', undeclared: 'SQL ใช้พารามิเตอร์ที่ยังไม่ประกาศ: {{names}}', unused: 'ประกาศแล้วแต่ไม่ได้ใช้: {{names}}',
    },
    parameterType: { string: 'ข้อความ', number: 'ตัวเลข', date: 'วันที่', datetime: 'วันที่-เวลา', boolean: 'ใช่/ไม่ใช่', list: 'รายการ' },
    http: {
      httpCode: 'รหัส HTTP', httpName: 'ชื่อ HTTP', httpMethod: 'เมธอด', httpUrl: 'URL', httpUrlHint: 'ขึ้นต้นด้วย http:// หรือ https:// เซิร์ฟเวอร์จะปฏิเสธที่อยู่ภายในและเครื่องตัวเอง', header: 'ส่วนหัว', headerName: 'ชื่อ', headerValue: 'ค่า',
      duplicateHeader: 'ส่วนหัวซ้ำ: {{names}}', body: 'เนื้อหา', returnScript: 'สคริปต์แปลงผลลัพธ์', returnScriptHint: 'แปลงคำตอบในแซนด์บ็อกซ์ของเซิร์ฟเวอร์ (input คือคำตอบ)',
      testParams: 'พารามิเตอร์ทดสอบ', testParamsHint: 'พารามิเตอร์ที่ส่งไปกับการเรียกทดสอบ', paramName: 'ชื่อ', paramValue: 'ค่า',
    },
    test: { title: 'ทดลองรัน', run: 'รัน', missing: 'โปรดกรอกพารามิเตอร์ที่จำเป็น: {{names}}', noRows: 'ไม่มีข้อมูลคืนมา', result: 'ผลลัพธ์', summary: '{{count}} แถว ใช้เวลา {{ms}} ms', truncated: '(ผลลัพธ์ถูกตัด)' },
    usage: { title: 'การใช้งาน', none: 'ยังไม่มีการใช้งาน', notSaved: 'บันทึกก่อนจึงจะดูการใช้งานได้', retry: 'ลองใหม่', kind: { form: 'แบบฟอร์ม', view: 'มุมมอง', report: 'รายงาน', dataset: 'ชุดข้อมูล', warning: 'การเตือน' } },
  }),
  zh_TW: flat({
    save: '儲存', saved: '已儲存', fixIssues: '請先修正 {{count}} 個問題',
    sql: {
      sqlCode: 'SQL 編碼', sqlName: 'SQL 名稱', isCache: '快取結果', isCacheHint: '依租戶和參數快取', sqlQuery: 'SQL 語句', sqlQueryHint: '唯讀執行；參數寫作 :name，由伺服器依名稱綁定',
      parameters: '參數', parameterName: '參數名', parameterType: '類型', isRequired: '必填', declare: '宣告這些參數', undeclared: 'SQL 使用了未宣告的參數：{{names}}', unused: '已宣告但未使用：{{names}}',
    },
    parameterType: { string: '文字', number: '數字', date: '日期', datetime: '日期時間', boolean: '是/否', list: '清單' },
    http: {
      httpCode: '介面編碼', httpName: '介面名稱', httpMethod: '請求方法', httpUrl: '請求位址', httpUrlHint: '以 http:// 或 https:// 開頭；內網和本機位址會被伺服器拒絕', header: '請求標頭', headerName: '名稱', headerValue: '值',
      duplicateHeader: '請求標頭重複：{{names}}', body: '請求內容', returnScript: '回傳處理腳本', returnScriptHint: '在伺服器沙箱中轉換回傳資料（input 為回應內容）',
      testParams: '測試參數', testParamsHint: '測試時隨請求傳送的參數', paramName: '參數名', paramValue: '參數值',
    },
    test: { title: '試執行', run: '執行', missing: '請填寫必填參數：{{names}}', noRows: '沒有回傳資料', result: '執行結果', summary: '{{count}} 列，耗時 {{ms}} ms', truncated: '（結果已截斷）' },
    usage: { title: '使用情況', none: '尚未被使用', notSaved: '儲存後可查看使用情況', retry: '重試', kind: { form: '表單', view: '視圖', report: '報表', dataset: '資料集', warning: '預警' } },
  }),
};
