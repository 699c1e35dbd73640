import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.workflowGraph.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.workflowGraph.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the old (free graph) workflow designer, keys `designer.workflowGraph.*`; its property panels' texts are the shared panel's (`designer.workflow.*`). */
export const workflowGraphDesignerTexts: Catalogues = {
  zh_CN: flat({
    canvas: '流程图', panel: '属性', undo: '撤销', redo: '重做', remove: '删除', arrange: '自动排列', save: '保存', saved: '已保存', unsaved: '有未保存的修改',
    issues: '有 {{count}} 个问题', noIssues: '没有问题', saveBlocked: '请先修正定义中的问题再保存', nodeIssues: '该节点有 {{count}} 个问题',
    nodeType: { start: '开始', approval: '审批', condition: '条件网关', cc: '抄送', end: '结束' },
    newName: { approval: '审批', condition: '条件', cc: '抄送', end: '结束', branch: '分支 {{number}}' },
    process: { title: '流程设置', tempKey: '临时标识：保存前请为流程设置正式标识', tempKeyIssue: '流程标识仍是临时标识（_temp_）' },
    node: { next: '下一节点' },
    branch: { title: '分支', target: '流向', remove: '删除分支', addTo: '添加分支，流向…', drawHint: '也可以从本节点拖出连线来添加分支' },
    edge: { title: '连线', from: '从', to: '到', remove: '删除连线' },
    refusal: { self: '节点不能连到自己', fromEnd: '结束节点不能再连出', toStart: '不能连回开始节点', unknown: '找不到该节点' },
    handle: { out: '拖出连线' },
    zoomIn: '放大', zoomOut: '缩小', fitView: '适应画布', controls: '画布控制', minimap: '缩略图', dropHere: '连到 {{name}}',
    a11y: { node: '按回车或空格选中节点。', nodeKeys: '按回车或空格选中节点，然后可用方向键移动它，按 Delete 删除。', edge: '按回车或空格选中连线，然后按 Delete 删除。', moved: '节点已向{{direction}}移动，现在位于 x {{x}}，y {{y}}', direction: { left: '左', right: '右', up: '上', down: '下' } },
    switch: { label: '设计器', tree: '新版设计器', graph: '旧版设计器', saveFirst: '保存后才能切换设计器' },
    draft: { title: '找到未保存的草稿', text: '本浏览器保存了该流程在 {{at}} 的未保存修改。要恢复吗？', outdated: '草稿基于较早的版本，恢复将覆盖之后保存的修改。', restore: '恢复草稿', discard: '丢弃' },
  }),
  en_US: flat({
    canvas: 'Workflow graph', panel: 'Properties', undo: 'Undo', redo: 'Redo', remove: 'Delete', arrange: 'Arrange automatically', save: 'Save', saved: 'Saved', unsaved: 'Unsaved changes',
    issues: '{{count}} problem(s)', noIssues: 'No problems', saveBlocked: 'Fix the problems in the definition before saving', nodeIssues: 'This node has {{count}} problem(s)',
    nodeType: { start: 'Start', approval: 'Approval', condition: 'Condition gateway', cc: 'Cc', end: 'End' },
    newName: { approval: 'Approval', condition: 'Condition', cc: 'Cc', end: 'End', branch: 'Branch {{number}}' },
    process: { title: 'Process settings', tempKey: 'Temporary key: give the process its own key before saving', tempKeyIssue: 'The process key is still temporary (_temp_)' },
    node: { next: 'Next node' },
    branch: { title: 'Branches', target: 'Goes to', remove: 'Remove branch', addTo: 'Add a branch going to…', drawHint: 'Or draw a link out of this node to add a branch' },
    edge: { title: 'Link', from: 'From', to: 'To', remove: 'Remove link' },
    refusal: { self: 'A node cannot link to itself', fromEnd: 'Nothing follows an end node', toStart: 'Nothing links back to the start node', unknown: 'That node does not exist' },
    handle: { out: 'Drag to link' },
    zoomIn: 'Zoom in', zoomOut: 'Zoom out', fitView: 'Fit view', controls: 'Canvas controls', minimap: 'Overview map', dropHere: 'Link to {{name}}',
    a11y: { node: 'Press Enter or Space to select a node.', nodeKeys: 'Press Enter or Space to select a node; the arrow keys then move it and Delete removes it.', edge: 'Press Enter or Space to select a link; Delete then removes it.', moved: 'Moved the node {{direction}}; it is now at x {{x}}, y {{y}}', direction: { left: 'left', right: 'right', up: 'up', down: 'down' } },
    switch: { label: 'Designer', tree: 'New designer', graph: 'Old designer', saveFirst: 'Save before switching designers' },
    draft: { title: 'Unsaved draft found', text: 'This browser kept unsaved changes to this process from {{at}}. Restore them?', outdated: 'The draft started from an earlier version; restoring it replaces changes saved since.', restore: 'Restore draft', discard: 'Discard' },
  }),
  th_TH: flat({
    canvas: 'แผนภาพเวิร์กโฟลว์', panel: 'คุณสมบัติ', undo: 'เลิกทำ', redo: 'ทำซ้ำ', remove: 'ลบ', arrange: 'จัดเรียงอัตโนมัติ', save: 'บันทึก', saved: 'บันทึกแล้ว', unsaved: 'มีการแก้ไขที่ยังไม่บันทึก',
    issues: 'มีปัญหา {{count}} รายการ', noIssues: 'ไม่มีปัญหา', saveBlocked: 'โปรดแก้ไขปัญหาในคำนิยามก่อนบันทึก', nodeIssues: 'โหนดนี้มีปัญหา {{count}} รายการ',
    nodeType: { start: 'เริ่มต้น', approval: 'อนุมัติ', condition: 'เกตเวย์เงื่อนไข', cc: 'สำเนาถึง', end: 'สิ้นสุด' },
    newName: { approval: 'อนุมัติ', condition: 'เงื่อนไข', cc: 'สำเนาถึง', end: 'สิ้นสุด', branch: 'สาขา {{number}}' },
    process: { title: 'การตั้งค่ากระบวนการ', tempKey: 'คีย์ชั่วคราว: โปรดตั้งคีย์ของกระบวนการก่อนบันทึก', tempKeyIssue: 'คีย์กระบวนการยังเป็นคีย์ชั่วคราว (_temp_)' },
    node: { next: 'โหนดถัดไป' },
    branch: { title: 'สาขา', target: 'ไปยัง', remove: 'ลบสาขา', addTo: 'เพิ่มสาขาที่ไปยัง…', drawHint: 'หรือลากเส้นออกจากโหนดนี้เพื่อเพิ่มสาขา' },
    edge: { title: 'เส้นเชื่อม', from: 'จาก', to: 'ถึง', remove: 'ลบเส้นเชื่อม' },
    refusal: { self: 'โหนดเชื่อมกับตัวเองไม่ได้', fromEnd: 'ไม่มีสิ่งใดต่อจากโหนดสิ้นสุด', toStart: 'เชื่อมกลับไปยังโหนดเริ่มต้นไม่ได้', unknown: 'ไม่พบโหนดนั้น' },
    handle: { out: 'ลากเพื่อเชื่อม' },
    zoomIn: 'ขยาย', zoomOut: 'ย่อ', fitView: 'พอดีกับพื้นที่', controls: 'ตัวควบคุมแผนภาพ', minimap: 'แผนที่ภาพรวม', dropHere: 'เชื่อมไปยัง {{name}}',
    a11y: { node: 'กด Enter หรือ Space เพื่อเลือกโหนด', nodeKeys: 'กด Enter หรือ Space เพื่อเลือกโหนด จากนั้นใช้ปุ่มลูกศรเพื่อย้าย และกด Delete เพื่อลบ', edge: 'กด Enter หรือ Space เพื่อเลือกเส้นเชื่อม จากนั้นกด Delete เพื่อลบ', moved: 'ย้ายโหนดไปทาง{{direction}}แล้ว ตอนนี้อยู่ที่ x {{x}}, y {{y}}', direction: { left: 'ซ้าย', right: 'ขวา', up: 'บน', down: 'ล่าง' } },
    switch: { label: 'ตัวออกแบบ', tree: 'ตัวออกแบบใหม่', graph: 'ตัวออกแบบเดิม', saveFirst: 'บันทึกก่อนจึงจะสลับตัวออกแบบได้' },
    draft: { title: 'พบฉบับร่างที่ยังไม่บันทึก', text: 'เบราว์เซอร์นี้เก็บการแก้ไขที่ยังไม่บันทึกของกระบวนการนี้ไว้เมื่อ {{at}} ต้องการกู้คืนหรือไม่', outdated: 'ฉบับร่างเริ่มจากเวอร์ชันก่อนหน้า การกู้คืนจะแทนที่การแก้ไขที่บันทึกหลังจากนั้น', restore: 'กู้คืนฉบับร่าง', discard: 'ทิ้ง' },
  }),
  zh_TW: flat({
    canvas: '流程圖', panel: '屬性', undo: '復原', redo: '重做', remove: '刪除', arrange: '自動排列', save: '儲存', saved: '已儲存', unsaved: '有未儲存的修改',
    issues: '有 {{count}} 個問題', noIssues: '沒有問題', saveBlocked: '請先修正定義中的問題再儲存', nodeIssues: '此節點有 {{count}} 個問題',
    nodeType: { start: '開始', approval: '審批', condition: '條件閘道', cc: '抄送', end: '結束' },
    newName: { approval: '審批', condition: '條件', cc: '抄送', end: '結束', branch: '分支 {{number}}' },
    process: { title: '流程設定', tempKey: '臨時標識：儲存前請為流程設定正式標識', tempKeyIssue: '流程標識仍是臨時標識（_temp_）' },
    node: { next: '下一節點' },
    branch: { title: '分支', target: '流向', remove: '刪除分支', addTo: '新增分支，流向…', drawHint: '也可以從本節點拖出連線來新增分支' },
    edge: { title: '連線', from: '從', to: '到', remove: '刪除連線' },
    refusal: { self: '節點不能連到自己', fromEnd: '結束節點不能再連出', toStart: '不能連回開始節點', unknown: '找不到該節點' },
    handle: { out: '拖出連線' },
    zoomIn: '放大', zoomOut: '縮小', fitView: '適應畫布', controls: '畫布控制', minimap: '縮圖', dropHere: '連到 {{name}}',
    a11y: { node: '按 Enter 或空白鍵選取節點。', nodeKeys: '按 Enter 或空白鍵選取節點，然後可用方向鍵移動它，按 Delete 刪除。', edge: '按 Enter 或空白鍵選取連線，然後按 Delete 刪除。', moved: '節點已向{{direction}}移動，現在位於 x {{x}}，y {{y}}', direction: { left: '左', right: '右', up: '上', down: '下' } },
    switch: { label: '設計器', tree: '新版設計器', graph: '舊版設計器', saveFirst: '儲存後才能切換設計器' },
    draft: { title: '找到未儲存的草稿', text: '本瀏覽器保存了此流程在 {{at}} 的未儲存修改。要還原嗎？', outdated: '草稿基於較早的版本，還原將覆蓋之後儲存的修改。', restore: '還原草稿', discard: '捨棄' },
  }),
};
