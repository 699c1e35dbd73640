import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.report.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.report.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the report widget designer, keys `designer.report.*`. */
export const reportDesignerTexts: Catalogues = {
  zh_CN: flat({
    save: '保存', saved: '已保存', untitled: '未命名组件', issues: '有 {{count}} 个问题需要修正', gallery: '图表类型',
    basic: { widgetName: '组件名称', widgetCode: '组件编码', dataset: '数据集' },
    fields: { title: '字段', dimensions: '维度', measures: '度量', noDataset: '先选择数据集', hint: '把维度拖到类别轴或系列，把度量拖到数值。' },
    field: { dimension: '维度：{{title}}', measure: '度量：{{title}}' },
    well: {
      category: '类别轴', series: '系列', values: '数值', categoryEmpty: '拖入一个维度', seriesEmpty: '可选：拖入一个维度以拆分系列', valuesEmpty: '拖入一个或多个度量',
      add: '添加到{{well}}', pick: '选择字段', remove: '移除 {{title}}',
    },
    dnd: {
      instructions: '按空格或回车拿起字段，用方向键移到类别轴、系列或数值上，再按空格或回车放下，按 Esc 取消。', pickedUp: '已拿起 {{title}}', over: '在 {{well}} 上方', notOver: '不在可放置的位置',
      placed: '已把 {{title}} 放到 {{well}}', refused: '{{well}} 不接受 {{title}}', cancelled: '已取消拖动',
    },
    chart: {
      Column: '柱状图', GroupedColumn: '分组柱状图', StackedColumn: '堆叠柱状图', PercentStackedColumn: '百分比堆叠柱状图', Bar: '条形图', GroupedBar: '分组条形图', StackedBar: '堆叠条形图',
      PercentStackedBar: '百分比堆叠条形图', Line: '折线图', GroupedLine: '多折线图', Area: '面积图', StackedArea: '堆叠面积图', Pie: '饼图', Donut: '环形图', Funnel: '漏斗图', Radar: '雷达图',
      Gauge: '仪表盘', MeterGauge: '刻度仪表盘',
    },
    unfit: { needsSeries: '需要一个系列维度或至少两个度量', noSeries: '此类型不拆分系列，请先移除系列', oneMeasure: '此类型只显示一个度量', noCategory: '仪表盘显示一个总值，请先移除类别轴和系列', needsCategory: '需要类别轴' },
    problem: {
      unfitChart: '{{chart}} 无法显示当前字段', noCategory: '请把一个维度拖到类别轴', noValues: '请把至少一个度量拖到数值', notDimension: '“{{code}}”不是数据集的维度', notMeasure: '“{{code}}”不是数据集的度量',
      sortField: '排序字段“{{code}}”不在图表中', drillHierarchy: '数据集没有层级“{{code}}”', drillLevel: '类别轴“{{code}}”不是该层级的一层', gaugeRange: '最小值必须小于最大值',
    },
    preview: { title: '预览', refresh: '刷新', unavailable: '没有可用的预览数据', fillWells: '放入字段后显示预览', loading: '正在读取数据…', filterLeftOut: '预览未应用“任一满足”或嵌套的数据筛选；保存后的组件会应用' },
    tab: { data: '数据', style: '样式' },
    data: {
      sortBy: '排序字段', sortOrder: '排序方向', asc: '升序', desc: '降序', topN: '前 N 项', topNHint: '排序后只保留前 N 个类别', filter: '数据筛选', filterHint: '只统计满足这些条件的行（在数据集的筛选之上）', drillHierarchy: '下钻层级', drillHierarchyHint: '点击类别沿数据集层级下钻',
      drillThrough: '穿透到列表', drillThroughHint: '点击数据点打开列表视图，并带上点击的值', drillView: '列表视图', fieldMap: '字段对应', addMapping: '添加对应', dimension: '维度', viewColumn: '视图查询列',
    },
    style: {
      title: '标题', titleI18n: '多语言标题', titleI18nHint: '按界面语言显示；未填写的语言显示标题', titleIn: '{{language}}标题', numberFormat: '数字格式', decimals: '小数位', thousands: '千分位', percent: '百分比', unit: '单位',
      colours: '颜色', colourAt: '第 {{position}} 个颜色', removeColour: '移除第 {{position}} 个颜色', addColour: '添加颜色', legend: '显示图例', gaugeRange: '仪表范围', gaugeMin: '最小值', gaugeMax: '最大值',
      refreshSeconds: '刷新间隔（秒）', refreshHint: '0 或留空表示不自动刷新',
    },
    language: { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' },
  }),
  en_US: flat({
    save: 'Save', saved: 'Saved', untitled: 'Untitled widget', issues: '{{count}} problem(s) to fix', gallery: 'Chart type',
    basic: { widgetName: 'Widget name', widgetCode: 'Widget code', dataset: 'Dataset' },
    fields: { title: 'Fields', dimensions: 'Dimensions', measures: 'Measures', noDataset: 'Pick a dataset first', hint: 'Drag dimensions onto the category axis or series, measures onto values.' },
    field: { dimension: 'Dimension: {{title}}', measure: 'Measure: {{title}}' },
    well: {
      category: 'Category axis', series: 'Series', values: 'Values', categoryEmpty: 'Drop a dimension here', seriesEmpty: 'Optional: drop a dimension to split into series', valuesEmpty: 'Drop one or more measures here',
      add: 'Add to {{well}}', pick: 'Pick a field', remove: 'Remove {{title}}',
    },
    dnd: {
      instructions: 'Press space or enter to pick up a field, move it with the arrow keys onto the category axis, series or values, press space or enter to drop it, or escape to cancel.', pickedUp: 'Picked up {{title}}', over: 'Over {{well}}', notOver: 'Not over a drop place',
      placed: '{{title}} placed on {{well}}', refused: '{{well}} does not take {{title}}', cancelled: 'Drag cancelled',
    },
    chart: {
      Column: 'Column', GroupedColumn: 'Grouped column', StackedColumn: 'Stacked column', PercentStackedColumn: 'Percent stacked column', Bar: 'Bar', GroupedBar: 'Grouped bar', StackedBar: 'Stacked bar',
      PercentStackedBar: 'Percent stacked bar', Line: 'Line', GroupedLine: 'Grouped line', Area: 'Area', StackedArea: 'Stacked area', Pie: 'Pie', Donut: 'Donut', Funnel: 'Funnel', Radar: 'Radar',
      Gauge: 'Gauge', MeterGauge: 'Meter gauge',
    },
    unfit: { needsSeries: 'Needs a series dimension or at least two measures', noSeries: 'This type does not split into series; remove the series first', oneMeasure: 'This type shows one measure', noCategory: 'A gauge shows one total; remove the category axis and series first', needsCategory: 'Needs a category axis' },
    problem: {
      unfitChart: '{{chart}} cannot show the fields as placed', noCategory: 'Drop a dimension on the category axis', noValues: 'Drop at least one measure on values', notDimension: '"{{code}}" is not a dimension of the dataset', notMeasure: '"{{code}}" is not a measure of the dataset',
      sortField: 'The sort field "{{code}}" is not in the chart', drillHierarchy: 'The dataset has no hierarchy "{{code}}"', drillLevel: 'The category "{{code}}" is not a level of that hierarchy', gaugeRange: 'The minimum must be below the maximum',
    },
    preview: { title: 'Preview', refresh: 'Refresh', unavailable: 'No preview data is available', fillWells: 'Place fields to see a preview', loading: 'Loading data…', filterLeftOut: 'The preview leaves out an "any of" or nested row filter; the saved widget applies it' },
    tab: { data: 'Data', style: 'Style' },
    data: {
      sortBy: 'Sort by', sortOrder: 'Sort order', asc: 'Ascending', desc: 'Descending', topN: 'Top N', topNHint: 'Keep the first N categories after sorting', filter: 'Row filter', filterHint: 'Count only the rows that meet these conditions (on top of the dataset\'s filter)', drillHierarchy: 'Drill hierarchy', drillHierarchyHint: 'A click on a category drills down the dataset hierarchy',
      drillThrough: 'Drill through to a list', drillThroughHint: 'A click on a data point opens a list view filtered by the clicked values', drillView: 'List view', fieldMap: 'Field mapping', addMapping: 'Add mapping', dimension: 'Dimension', viewColumn: 'View query column',
    },
    style: {
      title: 'Title', titleI18n: 'Title per language', titleI18nHint: 'Shown in the interface language; a language left empty shows the title', titleIn: 'Title in {{language}}', numberFormat: 'Number format', decimals: 'Decimals', thousands: 'Thousands separator', percent: 'Percent', unit: 'Unit',
      colours: 'Colours', colourAt: 'Colour {{position}}', removeColour: 'Remove colour {{position}}', addColour: 'Add colour', legend: 'Show legend', gaugeRange: 'Gauge range', gaugeMin: 'Minimum', gaugeMax: 'Maximum',
      refreshSeconds: 'Refresh every (seconds)', refreshHint: '0 or empty: no automatic refresh',
    },
    language: { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' },
  }),
  th_TH: flat({
    save: 'บันทึก', saved: 'บันทึกแล้ว', untitled: 'วิดเจ็ตไม่มีชื่อ', issues: 'มี {{count}} ปัญหาที่ต้องแก้ไข', gallery: 'ชนิดแผนภูมิ',
    basic: { widgetName: 'ชื่อวิดเจ็ต', widgetCode: 'รหัสวิดเจ็ต', dataset: 'ชุดข้อมูล' },
    fields: { title: 'ฟิลด์', dimensions: 'มิติ', measures: 'ค่าวัด', noDataset: 'เลือกชุดข้อมูลก่อน', hint: 'ลากมิติไปที่แกนหมวดหมู่หรือซีรีส์ ลากค่าวัดไปที่ค่า' },
    field: { dimension: 'มิติ: {{title}}', measure: 'ค่าวัด: {{title}}' },
    well: {
      category: 'แกนหมวดหมู่', series: 'ซีรีส์', values: 'ค่า', categoryEmpty: 'วางมิติที่นี่', seriesEmpty: 'ไม่บังคับ: วางมิติเพื่อแยกเป็นซีรีส์', valuesEmpty: 'วางค่าวัดหนึ่งรายการหรือมากกว่าที่นี่',
      add: 'เพิ่มไปที่ {{well}}', pick: 'เลือกฟิลด์', remove: 'นำ {{title}} ออก',
    },
    dnd: {
      instructions: 'กดเว้นวรรคหรือ Enter เพื่อหยิบฟิลด์ ใช้ปุ่มลูกศรย้ายไปที่แกนหมวดหมู่ ซีรีส์ หรือค่า แล้วกดเว้นวรรคหรือ Enter เพื่อวาง หรือ Esc เพื่อยกเลิก', pickedUp: 'หยิบ {{title}} แล้ว', over: 'อยู่เหนือ {{well}}', notOver: 'ไม่อยู่เหนือที่วาง',
      placed: 'วาง {{title}} ที่ {{well}} แล้ว', refused: '{{well}} ไม่รับ {{title}}', cancelled: 'ยกเลิกการลากแล้ว',
    },
    chart: {
      Column: 'คอลัมน์', GroupedColumn: 'คอลัมน์แบบกลุ่ม', StackedColumn: 'คอลัมน์ซ้อน', PercentStackedColumn: 'คอลัมน์ซ้อนร้อยละ', Bar: 'แท่งแนวนอน', GroupedBar: 'แท่งแนวนอนแบบกลุ่ม', StackedBar: 'แท่งแนวนอนซ้อน',
      PercentStackedBar: 'แท่งแนวนอนซ้อนร้อยละ', Line: 'เส้น', GroupedLine: 'หลายเส้น', Area: 'พื้นที่', StackedArea: 'พื้นที่ซ้อน', Pie: 'วงกลม', Donut: 'โดนัท', Funnel: 'กรวย', Radar: 'เรดาร์',
      Gauge: 'มาตรวัด', MeterGauge: 'มาตรวัดแบบขีด',
    },
    unfit: { needsSeries: 'ต้องมีมิติซีรีส์หรือค่าวัดอย่างน้อยสองรายการ', noSeries: 'ชนิดนี้ไม่แยกซีรีส์ กรุณานำซีรีส์ออกก่อน', oneMeasure: 'ชนิดนี้แสดงค่าวัดเดียว', noCategory: 'มาตรวัดแสดงผลรวมเดียว กรุณานำแกนหมวดหมู่และซีรีส์ออกก่อน', needsCategory: 'ต้องมีแกนหมวดหมู่' },
    problem: {
      unfitChart: '{{chart}} แสดงฟิลด์ตามที่วางไว้ไม่ได้', noCategory: 'วางมิติที่แกนหมวดหมู่', noValues: 'วางค่าวัดอย่างน้อยหนึ่งรายการที่ค่า', notDimension: '"{{code}}" ไม่ใช่มิติของชุดข้อมูล', notMeasure: '"{{code}}" ไม่ใช่ค่าวัดของชุดข้อมูล',
      sortField: 'ฟิลด์เรียงลำดับ "{{code}}" ไม่อยู่ในแผนภูมิ', drillHierarchy: 'ชุดข้อมูลไม่มีลำดับชั้น "{{code}}"', drillLevel: 'หมวดหมู่ "{{code}}" ไม่ใช่ระดับของลำดับชั้นนั้น', gaugeRange: 'ค่าต่ำสุดต้องน้อยกว่าค่าสูงสุด',
    },
    preview: { title: 'ตัวอย่าง', refresh: 'รีเฟรช', unavailable: 'ไม่มีข้อมูลตัวอย่าง', fillWells: 'วางฟิลด์เพื่อดูตัวอย่าง', loading: 'กำลังโหลดข้อมูล…', filterLeftOut: 'ตัวอย่างไม่ได้ใช้ตัวกรองแถวแบบ "อย่างใดอย่างหนึ่ง" หรือแบบซ้อน; วิดเจ็ตที่บันทึกแล้วจะใช้' },
    tab: { data: 'ข้อมูล', style: 'รูปแบบ' },
    data: {
      sortBy: 'เรียงตาม', sortOrder: 'ทิศทาง', asc: 'น้อยไปมาก', desc: 'มากไปน้อย', topN: 'N อันดับแรก', topNHint: 'เก็บเฉพาะ N หมวดหมู่แรกหลังเรียงลำดับ', filter: 'ตัวกรองแถว', filterHint: 'นับเฉพาะแถวที่ตรงตามเงื่อนไขเหล่านี้ (เพิ่มจากตัวกรองของชุดข้อมูล)', drillHierarchy: 'ลำดับชั้นเจาะลึก', drillHierarchyHint: 'คลิกหมวดหมู่เพื่อเจาะลึกตามลำดับชั้นของชุดข้อมูล',
      drillThrough: 'เจาะไปยังรายการ', drillThroughHint: 'คลิกจุดข้อมูลเพื่อเปิดมุมมองรายการที่กรองด้วยค่าที่คลิก', drillView: 'มุมมองรายการ', fieldMap: 'การจับคู่ฟิลด์', addMapping: 'เพิ่มการจับคู่', dimension: 'มิติ', viewColumn: 'คอลัมน์ค้นหาของมุมมอง',
    },
    style: {
      title: 'หัวข้อ', titleI18n: 'หัวข้อตามภาษา', titleI18nHint: 'แสดงตามภาษาของหน้าจอ ภาษาที่เว้นว่างจะแสดงหัวข้อ', titleIn: 'หัวข้อภาษา {{language}}', numberFormat: 'รูปแบบตัวเลข', decimals: 'ทศนิยม', thousands: 'ตัวคั่นหลักพัน', percent: 'ร้อยละ', unit: 'หน่วย',
      colours: 'สี', colourAt: 'สีที่ {{position}}', removeColour: 'ลบสีที่ {{position}}', addColour: 'เพิ่มสี', legend: 'แสดงคำอธิบาย', gaugeRange: 'ช่วงมาตรวัด', gaugeMin: 'ค่าต่ำสุด', gaugeMax: 'ค่าสูงสุด',
      refreshSeconds: 'รีเฟรชทุก (วินาที)', refreshHint: '0 หรือว่าง: ไม่รีเฟรชอัตโนมัติ',
    },
    language: { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' },
  }),
  zh_TW: flat({
    save: '儲存', saved: '已儲存', untitled: '未命名元件', issues: '有 {{count}} 個問題需要修正', gallery: '圖表類型',
    basic: { widgetName: '元件名稱', widgetCode: '元件編碼', dataset: '資料集' },
    fields: { title: '欄位', dimensions: '維度', measures: '度量', noDataset: '請先選擇資料集', hint: '把維度拖到類別軸或系列，把度量拖到數值。' },
    field: { dimension: '維度：{{title}}', measure: '度量：{{title}}' },
    well: {
      category: '類別軸', series: '系列', values: '數值', categoryEmpty: '拖入一個維度', seriesEmpty: '可選：拖入一個維度以拆分系列', valuesEmpty: '拖入一個或多個度量',
      add: '加入{{well}}', pick: '選擇欄位', remove: '移除 {{title}}',
    },
    dnd: {
      instructions: '按空白鍵或 Enter 拿起欄位，用方向鍵移到類別軸、系列或數值上，再按空白鍵或 Enter 放下，按 Esc 取消。', pickedUp: '已拿起 {{title}}', over: '在 {{well}} 上方', notOver: '不在可放置的位置',
      placed: '已把 {{title}} 放到 {{well}}', refused: '{{well}} 不接受 {{title}}', cancelled: '已取消拖動',
    },
    chart: {
      Column: '直條圖', GroupedColumn: '群組直條圖', StackedColumn: '堆疊直條圖', PercentStackedColumn: '百分比堆疊直條圖', Bar: '橫條圖', GroupedBar: '群組橫條圖', StackedBar: '堆疊橫條圖',
      PercentStackedBar: '百分比堆疊橫條圖', Line: '折線圖', GroupedLine: '多折線圖', Area: '區域圖', StackedArea: '堆疊區域圖', Pie: '圓餅圖', Donut: '環圈圖', Funnel: '漏斗圖', Radar: '雷達圖',
      Gauge: '儀表板', MeterGauge: '刻度儀表板',
    },
    unfit: { needsSeries: '需要一個系列維度或至少兩個度量', noSeries: '此類型不拆分系列，請先移除系列', oneMeasure: '此類型只顯示一個度量', noCategory: '儀表板顯示一個總值，請先移除類別軸和系列', needsCategory: '需要類別軸' },
    problem: {
      unfitChart: '{{chart}} 無法顯示目前的欄位', noCategory: '請把一個維度拖到類別軸', noValues: '請把至少一個度量拖到數值', notDimension: '「{{code}}」不是資料集的維度', notMeasure: '「{{code}}」不是資料集的度量',
      sortField: '排序欄位「{{code}}」不在圖表中', drillHierarchy: '資料集沒有層級「{{code}}」', drillLevel: '類別軸「{{code}}」不是該層級的一層', gaugeRange: '最小值必須小於最大值',
    },
    preview: { title: '預覽', refresh: '重新整理', unavailable: '沒有可用的預覽資料', fillWells: '放入欄位後顯示預覽', loading: '正在讀取資料…', filterLeftOut: '預覽未套用「任一符合」或巢狀的資料篩選；儲存後的元件會套用' },
    tab: { data: '資料', style: '樣式' },
    data: {
      sortBy: '排序欄位', sortOrder: '排序方向', asc: '遞增', desc: '遞減', topN: '前 N 項', topNHint: '排序後只保留前 N 個類別', filter: '資料篩選', filterHint: '只統計符合這些條件的列（在資料集的篩選之上）', drillHierarchy: '下鑽層級', drillHierarchyHint: '點擊類別沿資料集層級下鑽',
      drillThrough: '穿透到清單', drillThroughHint: '點擊資料點開啟清單視圖，並帶上點擊的值', drillView: '清單視圖', fieldMap: '欄位對應', addMapping: '新增對應', dimension: '維度', viewColumn: '視圖查詢欄',
    },
    style: {
      title: '標題', titleI18n: '多語言標題', titleI18nHint: '依介面語言顯示；未填寫的語言顯示標題', titleIn: '{{language}}標題', numberFormat: '數字格式', decimals: '小數位', thousands: '千分位', percent: '百分比', unit: '單位',
      colours: '顏色', colourAt: '第 {{position}} 個顏色', removeColour: '移除第 {{position}} 個顏色', addColour: '新增顏色', legend: '顯示圖例', gaugeRange: '儀表範圍', gaugeMin: '最小值', gaugeMax: '最大值',
      refreshSeconds: '重新整理間隔（秒）', refreshHint: '0 或留空表示不自動重新整理',
    },
    language: { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' },
  }),
};
