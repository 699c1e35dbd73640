import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.warning.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.warning.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the warning designer, keys `designer.warning.*`. */
export const warningDesignerTexts: Catalogues = {
  zh_CN: flat({
    save: '保存', saved: '已保存', untitled: '未命名预警', issues: '有 {{count}} 个问题需要修正', rule: '规则',
    tab: { item: '预警项', source: '数据与条件', schedule: '调度', recipients: '接收人与渠道', templates: '消息模板' },
    item: {
      code: '预警项编码', codeFixed: '已保存的编码不可修改', name: '预警项名称', triggerMode: '触发方式', triggerModeHint: '平台预警按调度运行；业务触发在表单记录保存或流程到达节点后运行',
      productType: '产品类型', note: '备注', rules: '规则', rulesHint: '每条规则有自己的数据、条件、调度和通知；在上方选择要编辑的规则', ruleCode: '规则编码', ruleName: '规则名称', addRule: '添加规则', newRule: '新规则',
    },
    trigger: { platform: '平台预警（调度）', business: '业务触发' },
    productType: { common: '通用', customize: '定制' },
    source: {
      sqlCode: 'SQL 配置', sqlHint: '每一行是一条业务记录；每条记录单独保持预警状态', readColumns: '读取列', columnsFailed: '无法读取 SQL 配置的列：{{reason}}。可以直接输入字段。',
      recordKeyField: '记录键字段', recordKeyHint: '标识一条业务记录的列（默认 id）', watermarkField: '水位字段', watermarkHint: '递增的列：每次只看上次之后的新行，每条记录只预警一次',
      conditions: '预警条件', conditionsHint: '所有条件同时满足时记录处于预警；没有条件时 SQL 返回的每一行都预警', addCondition: '添加条件',
      warnField: '字段', operateType: '比较', value: '值', min: '最小值', max: '最大值', unit: '单位', precision: '小数位',
    },
    operator: { equal: '等于', notEqual: '不等于', greater: '大于', greaterOrEqual: '大于等于', less: '小于', lessOrEqual: '小于等于', contains: '包含', notContains: '不包含', in: '属于', notIn: '不属于', between: '介于' },
    unit: { hour: '小时（距今）', day: '天（距今）', percent: '百分比', amount: '金额' },
    schedule: {
      isEnabled: '启用', isEnabledHint: '启用前可在预警页面回测', triggerForms: '触发表单', triggerFormsHint: '这些表单的记录保存后评估本规则',
      frequency: '调度频率', hours: '调度时段', hoursHint: '按租户时区的整点运行（0:00–23:00）', cronExpr: 'Cron 表达式', cronHint: 'Quartz 格式，含秒，如 0 0 8 * * ?', cronUnusedHint: '已选择时段时按时段运行，Cron 仅作记录',
      slotsSummary: '每天 {{hours}}（租户时区）运行', nextTimes: '接下来五次运行（{{timeZone}}）', pendingSeconds: '等待秒数', pendingHint: '记录持续超限这么久后才预警（0 为立即）',
      workflowNodes: '触发流程节点', workflowNodesHint: '这些流程的实例到达所选节点（流转已提交）后评估本规则', workflow: '流程', node: '节点', addWorkflowNode: '添加流程节点', removeWorkflowNode: '移除',
    },
    frequency: { hourly: '按时段', daily: '每天', weekly: '每周', monthly: '每月' },
    recipients: {
      channels: '通知渠道', channelsHint: '站内消息进入接收人的消息铃铛；邮件、短信和 Webhook 经发件箱发送', siteChannel: '站内消息', emailChannel: '邮件', smsChannel: '短信', webhookChannel: 'Webhook（企业微信等）',
      users: '接收用户', roles: '接收角色', departs: '接收部门', pickHint: '输入名称或编码搜索本租户的列表', loadFailed: '列表未能加载：{{reason}}', nothingFound: '没有匹配的项',
      recipient: '邮箱地址', recipientHint: '直接填写的邮箱地址（用户、角色、部门请在上方选择）', duplicateSender: '抄送', duplicateSenderHint: '邮件抄送的用户或地址',
      businessField: '业务字段', businessFieldHint: '记录中保存接收人（用户名或邮箱）的列', businessValue: '业务值', businessValueHint: '填写时，只有业务字段等于该值的记录才通知',
    },
    templates: {
      site: '站内消息模板', email: '邮件模板', sms: '短信模板', webhook: 'Webhook 模板', smsHint: '纯文本，发送到接收用户的手机', webhookHint: '纯文本，发送到租户的 Webhook 并提及接收用户', code: '模板编码', name: '模板名称', subject: '标题', content: '内容', htmlHint: '内容为 HTML；记录的值会被转义',
      warnType: '提醒类型', duration: '显示秒数', names: '可用占位符：', unknown: '这些占位符没有对应的值，会显示为空：{{names}}', preview: '预览（示例记录）', noChannel: '尚未选择通知渠道（在“接收人与渠道”中选择）',
    },
    labels: { resultScript: '结果页加载脚本', recordForm: '记录所属表单', condition: '条件', attachment: '结果附件' },
    warnType: { info: '信息', warning: '警告', error: '错误' },
  }),
  en_US: flat({
    save: 'Save', saved: 'Saved', untitled: 'Untitled warning', issues: '{{count}} thing(s) to fix', rule: 'Rule',
    tab: { item: 'Warning item', source: 'Data and conditions', schedule: 'Schedule', recipients: 'Recipients and channels', templates: 'Message templates' },
    item: {
      code: 'Warning item code', codeFixed: 'A saved code cannot change', name: 'Warning item name', triggerMode: 'Trigger mode', triggerModeHint: 'A platform warning runs on its schedule; a business trigger runs after a form record is saved or a workflow reaches a node',
      productType: 'Product type', note: 'Note', rules: 'Rules', rulesHint: 'Each rule has its own data, conditions, schedule and notices; choose the rule to edit above', ruleCode: 'Rule code', ruleName: 'Rule name', addRule: 'Add rule', newRule: 'New rule',
    },
    trigger: { platform: 'Platform warning (scheduled)', business: 'Business trigger' },
    productType: { common: 'Common', customize: 'Customized' },
    source: {
      sqlCode: 'SQL config', sqlHint: 'Each row is a business record; each record keeps its own warning state', readColumns: 'Read columns', columnsFailed: 'Could not read the SQL config\'s columns: {{reason}}. Type the fields in.',
      recordKeyField: 'Record key field', recordKeyHint: 'The column that names a business record (default id)', watermarkField: 'Watermark field', watermarkHint: 'An increasing column: each run reads only rows after the last one, so each record warns once',
      conditions: 'Warning conditions', conditionsHint: 'A record is in warning when every condition holds; without conditions every row the SQL returns warns', addCondition: 'Add condition',
      warnField: 'Field', operateType: 'Comparison', value: 'Value', min: 'Minimum', max: 'Maximum', unit: 'Unit', precision: 'Decimals',
    },
    operator: { equal: 'equals', notEqual: 'does not equal', greater: 'greater than', greaterOrEqual: 'at least', less: 'less than', lessOrEqual: 'at most', contains: 'contains', notContains: 'does not contain', in: 'is one of', notIn: 'is none of', between: 'between' },
    unit: { hour: 'hours (ago)', day: 'days (ago)', percent: 'percent', amount: 'amount' },
    schedule: {
      isEnabled: 'Enabled', isEnabledHint: 'Back-test the rule on the warnings page before enabling it', triggerForms: 'Triggering forms', triggerFormsHint: 'Saving a record of these forms evaluates the rule',
      frequency: 'Frequency', hours: 'Hourly slots', hoursHint: 'On the hour, on the tenant\'s clock (0:00–23:00)', cronExpr: 'Cron expression', cronHint: 'Quartz style with seconds, e.g. 0 0 8 * * ?', cronUnusedHint: 'With slots chosen the rule runs in its slots; the cron is kept only',
      slotsSummary: 'Runs every day at {{hours}} (tenant\'s clock)', nextTimes: 'The next five runs ({{timeZone}})', pendingSeconds: 'Pending seconds', pendingHint: 'How long a record must stay in breach before it warns (0: at once)',
      workflowNodes: 'Triggering workflow nodes', workflowNodesHint: 'A request of the workflow reaching the node (once its step committed) evaluates the rule', workflow: 'Workflow', node: 'Node', addWorkflowNode: 'Add workflow node', removeWorkflowNode: 'Remove',
    },
    frequency: { hourly: 'Hourly slots', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
    recipients: {
      channels: 'Channels', channelsHint: 'Site messages reach the recipients\' bell; mail, SMS and the webhook go through the outbox', siteChannel: 'Site message', emailChannel: 'Email', smsChannel: 'SMS', webhookChannel: 'Webhook (WeChat-style chat)',
      users: 'Users', roles: 'Roles', departs: 'Departments', pickHint: 'Type a name or code to search the tenant\'s list', loadFailed: 'The list did not load: {{reason}}', nothingFound: 'Nothing matches',
      recipient: 'Email addresses', recipientHint: 'Addresses typed in (pick users, roles and departments above)', duplicateSender: 'Copies', duplicateSenderHint: 'Users or addresses copied on the mail',
      businessField: 'Business field', businessFieldHint: 'The record\'s column holding its person (username or address)', businessValue: 'Business value', businessValueHint: 'When set, only records whose business field holds this value notify',
    },
    templates: {
      site: 'Site-message template', email: 'Email template', sms: 'SMS template', webhook: 'Webhook template', smsHint: 'Plain text, sent to the recipient users\' phones', webhookHint: 'Plain text, posted to the tenant\'s webhook naming the recipient users', code: 'Template code', name: 'Template name', subject: 'Subject', content: 'Content', htmlHint: 'The content is HTML; the record\'s values are escaped',
      warnType: 'Notice type', duration: 'Shown for (seconds)', names: 'Placeholders:', unknown: 'Nothing fills these placeholders; they will read empty: {{names}}', preview: 'Preview (a sample record)', noChannel: 'No channel chosen yet (choose one under Recipients and channels)',
    },
    labels: { resultScript: 'Result page load script', recordForm: 'Form of the records', condition: 'Condition', attachment: 'Result attachment' },
    warnType: { info: 'Information', warning: 'Warning', error: 'Error' },
  }),
  th_TH: flat({
    save: 'บันทึก', saved: 'บันทึกแล้ว', untitled: 'การเตือนที่ไม่มีชื่อ', issues: 'มี {{count}} รายการที่ต้องแก้ไข', rule: 'กฎ',
    tab: { item: 'รายการเตือน', source: 'ข้อมูลและเงื่อนไข', schedule: 'กำหนดการ', recipients: 'ผู้รับและช่องทาง', templates: 'แม่แบบข้อความ' },
    item: {
      code: 'รหัสรายการเตือน', codeFixed: 'รหัสที่บันทึกแล้วเปลี่ยนไม่ได้', name: 'ชื่อรายการเตือน', triggerMode: 'วิธีเรียกทำงาน', triggerModeHint: 'การเตือนของแพลตฟอร์มทำงานตามกำหนดการ การเรียกจากธุรกิจทำงานหลังบันทึกระเบียนของฟอร์มหรือเมื่อเวิร์กโฟลว์ไปถึงโหนด',
      productType: 'ประเภทผลิตภัณฑ์', note: 'หมายเหตุ', rules: 'กฎ', rulesHint: 'แต่ละกฎมีข้อมูล เงื่อนไข กำหนดการ และการแจ้งเตือนของตนเอง เลือกกฎที่จะแก้ไขด้านบน', ruleCode: 'รหัสกฎ', ruleName: 'ชื่อกฎ', addRule: 'เพิ่มกฎ', newRule: 'กฎใหม่',
    },
    trigger: { platform: 'การเตือนของแพลตฟอร์ม (ตามกำหนดการ)', business: 'เรียกจากธุรกิจ' },
    productType: { common: 'ทั่วไป', customize: 'กำหนดเอง' },
    source: {
      sqlCode: 'การตั้งค่า SQL', sqlHint: 'แต่ละแถวคือระเบียนธุรกิจ แต่ละระเบียนมีสถานะการเตือนของตนเอง', readColumns: 'อ่านคอลัมน์', columnsFailed: 'อ่านคอลัมน์ของการตั้งค่า SQL ไม่ได้: {{reason}} พิมพ์ฟิลด์เองได้',
      recordKeyField: 'ฟิลด์คีย์ระเบียน', recordKeyHint: 'คอลัมน์ที่ระบุระเบียนธุรกิจ (ค่าเริ่มต้น id)', watermarkField: 'ฟิลด์ลายน้ำ', watermarkHint: 'คอลัมน์ที่เพิ่มขึ้นเสมอ: แต่ละรอบอ่านเฉพาะแถวใหม่ ทำให้แต่ละระเบียนเตือนครั้งเดียว',
      conditions: 'เงื่อนไขการเตือน', conditionsHint: 'ระเบียนอยู่ในสถานะเตือนเมื่อทุกเงื่อนไขเป็นจริง หากไม่มีเงื่อนไข ทุกแถวที่ SQL คืนจะเตือน', addCondition: 'เพิ่มเงื่อนไข',
      warnField: 'ฟิลด์', operateType: 'การเปรียบเทียบ', value: 'ค่า', min: 'ค่าต่ำสุด', max: 'ค่าสูงสุด', unit: 'หน่วย', precision: 'ทศนิยม',
    },
    operator: { equal: 'เท่ากับ', notEqual: 'ไม่เท่ากับ', greater: 'มากกว่า', greaterOrEqual: 'อย่างน้อย', less: 'น้อยกว่า', lessOrEqual: 'ไม่เกิน', contains: 'มีคำว่า', notContains: 'ไม่มีคำว่า', in: 'เป็นหนึ่งใน', notIn: 'ไม่ใช่ค่าใดใน', between: 'ระหว่าง' },
    unit: { hour: 'ชั่วโมง (ที่ผ่านมา)', day: 'วัน (ที่ผ่านมา)', percent: 'เปอร์เซ็นต์', amount: 'จำนวนเงิน' },
    schedule: {
      isEnabled: 'เปิดใช้งาน', isEnabledHint: 'ทดสอบย้อนหลังในหน้าการเตือนก่อนเปิดใช้งาน', triggerForms: 'ฟอร์มที่เรียกทำงาน', triggerFormsHint: 'การบันทึกระเบียนของฟอร์มเหล่านี้จะประเมินกฎนี้',
      frequency: 'ความถี่', hours: 'ช่วงเวลารายชั่วโมง', hoursHint: 'ตรงชั่วโมงตามเวลาของผู้เช่า (0:00–23:00)', cronExpr: 'นิพจน์ Cron', cronHint: 'รูปแบบ Quartz มีวินาที เช่น 0 0 8 * * ?', cronUnusedHint: 'เมื่อเลือกช่วงเวลาแล้ว กฎทำงานตามช่วงเวลา Cron เก็บไว้เท่านั้น',
      slotsSummary: 'ทำงานทุกวันเวลา {{hours}} (เวลาของผู้เช่า)', nextTimes: 'การทำงานห้าครั้งถัดไป ({{timeZone}})', pendingSeconds: 'วินาทีที่รอ', pendingHint: 'ระเบียนต้องเกินเกณฑ์นานเท่านี้ก่อนเตือน (0: ทันที)',
      workflowNodes: 'โหนดเวิร์กโฟลว์ที่เรียกทำงาน', workflowNodesHint: 'คำขอของเวิร์กโฟลว์ที่ไปถึงโหนด (เมื่อบันทึกขั้นตอนแล้ว) จะประเมินกฎนี้', workflow: 'เวิร์กโฟลว์', node: 'โหนด', addWorkflowNode: 'เพิ่มโหนดเวิร์กโฟลว์', removeWorkflowNode: 'ลบ',
    },
    frequency: { hourly: 'ตามช่วงเวลา', daily: 'รายวัน', weekly: 'รายสัปดาห์', monthly: 'รายเดือน' },
    recipients: {
      channels: 'ช่องทาง', channelsHint: 'ข้อความในระบบไปที่กระดิ่งของผู้รับ อีเมล SMS และ Webhook ส่งผ่านกล่องขาออก', siteChannel: 'ข้อความในระบบ', emailChannel: 'อีเมล', smsChannel: 'SMS', webhookChannel: 'Webhook (แชตแบบ WeChat)',
      users: 'ผู้ใช้', roles: 'บทบาท', departs: 'แผนก', pickHint: 'พิมพ์ชื่อหรือรหัสเพื่อค้นหาในรายการของผู้เช่า', loadFailed: 'โหลดรายการไม่สำเร็จ: {{reason}}', nothingFound: 'ไม่พบรายการที่ตรงกัน',
      recipient: 'ที่อยู่อีเมล', recipientHint: 'ที่อยู่ที่พิมพ์เอง (เลือกผู้ใช้ บทบาท และแผนกด้านบน)', duplicateSender: 'สำเนา', duplicateSenderHint: 'ผู้ใช้หรือที่อยู่ที่ได้รับสำเนาอีเมล',
      businessField: 'ฟิลด์ธุรกิจ', businessFieldHint: 'คอลัมน์ของระเบียนที่เก็บผู้รับ (ชื่อผู้ใช้หรือที่อยู่)', businessValue: 'ค่าธุรกิจ', businessValueHint: 'เมื่อกำหนด จะแจ้งเฉพาะระเบียนที่ฟิลด์ธุรกิจมีค่านี้',
    },
    templates: {
      site: 'แม่แบบข้อความในระบบ', email: 'แม่แบบอีเมล', sms: 'แม่แบบ SMS', webhook: 'แม่แบบ Webhook', smsHint: 'ข้อความธรรมดา ส่งไปยังโทรศัพท์ของผู้ใช้ที่เป็นผู้รับ', webhookHint: 'ข้อความธรรมดา ส่งไปยัง Webhook ของผู้เช่าโดยระบุผู้ใช้ที่เป็นผู้รับ', code: 'รหัสแม่แบบ', name: 'ชื่อแม่แบบ', subject: 'หัวเรื่อง', content: 'เนื้อหา', htmlHint: 'เนื้อหาเป็น HTML ค่าของระเบียนจะถูก escape',
      warnType: 'ประเภทการแจ้ง', duration: 'แสดงนาน (วินาที)', names: 'ตัวแทนที่ใช้ได้:', unknown: 'ไม่มีค่าสำหรับตัวแทนเหล่านี้ จะแสดงเป็นค่าว่าง: {{names}}', preview: 'ตัวอย่าง (ระเบียนตัวอย่าง)', noChannel: 'ยังไม่ได้เลือกช่องทาง (เลือกในผู้รับและช่องทาง)',
    },
    labels: { resultScript: 'สคริปต์โหลดหน้าผลลัพธ์', recordForm: 'ฟอร์มของระเบียน', condition: 'เงื่อนไข', attachment: 'ไฟล์แนบผลลัพธ์' },
    warnType: { info: 'ข้อมูล', warning: 'คำเตือน', error: 'ข้อผิดพลาด' },
  }),
  zh_TW: flat({
    save: '儲存', saved: '已儲存', untitled: '未命名預警', issues: '有 {{count}} 個問題需要修正', rule: '規則',
    tab: { item: '預警項', source: '資料與條件', schedule: '排程', recipients: '接收人與管道', templates: '訊息範本' },
    item: {
      code: '預警項編碼', codeFixed: '已儲存的編碼不可修改', name: '預警項名稱', triggerMode: '觸發方式', triggerModeHint: '平台預警依排程執行；業務觸發在表單記錄儲存或流程到達節點後執行',
      productType: '產品類型', note: '備註', rules: '規則', rulesHint: '每條規則有自己的資料、條件、排程和通知；在上方選擇要編輯的規則', ruleCode: '規則編碼', ruleName: '規則名稱', addRule: '新增規則', newRule: '新規則',
    },
    trigger: { platform: '平台預警（排程）', business: '業務觸發' },
    productType: { common: '通用', customize: '客製' },
    source: {
      sqlCode: 'SQL 設定', sqlHint: '每一列是一筆業務記錄；每筆記錄各自保持預警狀態', readColumns: '讀取欄位', columnsFailed: '無法讀取 SQL 設定的欄位：{{reason}}。可以直接輸入欄位。',
      recordKeyField: '記錄鍵欄位', recordKeyHint: '識別一筆業務記錄的欄位（預設 id）', watermarkField: '水位欄位', watermarkHint: '遞增的欄位：每次只看上次之後的新列，每筆記錄只預警一次',
      conditions: '預警條件', conditionsHint: '所有條件同時成立時記錄處於預警；沒有條件時 SQL 傳回的每一列都預警', addCondition: '新增條件',
      warnField: '欄位', operateType: '比較', value: '值', min: '最小值', max: '最大值', unit: '單位', precision: '小數位',
    },
    operator: { equal: '等於', notEqual: '不等於', greater: '大於', greaterOrEqual: '大於等於', less: '小於', lessOrEqual: '小於等於', contains: '包含', notContains: '不包含', in: '屬於', notIn: '不屬於', between: '介於' },
    unit: { hour: '小時（距今）', day: '天（距今）', percent: '百分比', amount: '金額' },
    schedule: {
      isEnabled: '啟用', isEnabledHint: '啟用前可在預警頁面回測', triggerForms: '觸發表單', triggerFormsHint: '這些表單的記錄儲存後評估本規則',
      frequency: '排程頻率', hours: '排程時段', hoursHint: '依租戶時區的整點執行（0:00–23:00）', cronExpr: 'Cron 表達式', cronHint: 'Quartz 格式，含秒，如 0 0 8 * * ?', cronUnusedHint: '已選擇時段時依時段執行，Cron 僅作記錄',
      slotsSummary: '每天 {{hours}}（租戶時區）執行', nextTimes: '接下來五次執行（{{timeZone}}）', pendingSeconds: '等待秒數', pendingHint: '記錄持續超限這麼久後才預警（0 為立即）',
      workflowNodes: '觸發流程節點', workflowNodesHint: '這些流程的實例到達所選節點（流轉已提交）後評估本規則', workflow: '流程', node: '節點', addWorkflowNode: '新增流程節點', removeWorkflowNode: '移除',
    },
    frequency: { hourly: '依時段', daily: '每天', weekly: '每週', monthly: '每月' },
    recipients: {
      channels: '通知管道', channelsHint: '站內訊息進入接收人的訊息鈴鐺；郵件、簡訊和 Webhook 經寄件匣寄送', siteChannel: '站內訊息', emailChannel: '郵件', smsChannel: '簡訊', webhookChannel: 'Webhook（企業微信等）',
      users: '接收使用者', roles: '接收角色', departs: '接收部門', pickHint: '輸入名稱或編碼搜尋本租戶的清單', loadFailed: '清單未能載入：{{reason}}', nothingFound: '沒有相符的項目',
      recipient: '郵件地址', recipientHint: '直接填寫的郵件地址（使用者、角色、部門請在上方選擇）', duplicateSender: '副本', duplicateSenderHint: '郵件副本的使用者或地址',
      businessField: '業務欄位', businessFieldHint: '記錄中保存接收人（使用者名稱或郵件）的欄位', businessValue: '業務值', businessValueHint: '填寫時，只有業務欄位等於該值的記錄才通知',
    },
    templates: {
      site: '站內訊息範本', email: '郵件範本', sms: '簡訊範本', webhook: 'Webhook 範本', smsHint: '純文字，傳送到接收使用者的手機', webhookHint: '純文字，傳送到租戶的 Webhook 並提及接收使用者', code: '範本編碼', name: '範本名稱', subject: '標題', content: '內容', htmlHint: '內容為 HTML；記錄的值會被跳脫',
      warnType: '提醒類型', duration: '顯示秒數', names: '可用佔位符：', unknown: '這些佔位符沒有對應的值，會顯示為空：{{names}}', preview: '預覽（範例記錄）', noChannel: '尚未選擇通知管道（在「接收人與管道」中選擇）',
    },
    labels: { resultScript: '結果頁載入腳本', recordForm: '記錄所屬表單', condition: '條件', attachment: '結果附件' },
    warnType: { info: '資訊', warning: '警告', error: '錯誤' },
  }),
};
