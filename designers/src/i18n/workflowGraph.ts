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

/** UI texts of the old (free graph) workflow designer, keys `designer.workflowGraph.*`. */
export const workflowGraphDesignerTexts: Catalogues = {
  zh_CN: flat({
    canvas: '流程图', undo: '撤销', redo: '重做', remove: '删除', arrange: '自动排列', save: '保存', saved: '已保存', unsaved: '有未保存的修改',
    issues: '有 {{count}} 个问题', noIssues: '没有问题', saveBlocked: '请先修正定义中的问题再保存', add: '添加节点', nodeIssues: '该节点有 {{count}} 个问题',
    nodeType: { start: '开始', approval: '审批', condition: '条件网关', cc: '抄送', end: '结束' },
    newName: { approval: '审批', condition: '条件', cc: '抄送', end: '结束', branch: '分支 {{number}}' },
    process: {
      title: '流程', processKey: '流程标识', processName: '流程名称', businessType: '业务类型', billType: '单据类型', remark: '备注', formCode: '表单编码',
      required: '必填', tempKey: '临时标识：保存前请为流程设置正式标识', tempKeyIssue: '流程标识仍是临时标识（_temp_）', keyPattern: '只能包含字母、数字、下划线和连字符',
    },
    node: { nodeId: '节点标识', name: '节点名称', next: '下一节点', none: '（无）', deadlineHours: '审批期限（小时，0 为不限）', ccIds: '抄送人', passRatio: '通过比例（%）', emptyApproverId: '指定人员' },
    approver: {
      type: '审批人类型', ids: '审批人',
      types: { person: '用户', department: '部门', role: '角色', position: '岗位', relation: '关系', member: '成员', division: '事业部', manager: '主管', selfSelect: '发起人自选' },
      relation: { initiatorDeptHead: '发起人所在部门负责人', initiatorParentDeptHead: '发起人上级部门负责人' },
    },
    multiMode: { label: '多人审批方式', sequential: '依次审批', all: '会签（须全部同意）', any: '或签（一人同意即可）', ratio: '按比例会签' },
    emptyApprover: { label: '审批人为空时', autoPass: '自动通过', toAdmin: '转交管理员', toPerson: '转交指定人员' },
    rejectMode: { label: '驳回到', toInitiator: '发起人', toPrevious: '上一节点', toAnyVisited: '任一已经过的节点' },
    branch: {
      title: '分支', name: '分支名称', priority: '优先级', isDefault: '默认分支', target: '流向', conditions: '条件', remove: '删除分支',
      drawHint: '从本节点拖出连线即可添加分支', defaultHint: '其他分支都不满足时走默认分支',
    },
    condition: { and: '全部满足', or: '任一满足', field: '字段', operator: '运算符', value: '值', add: '添加条件', remove: '删除条件', moreGroups: '另有 {{count}} 个条件组保持不变' },
    operator: { equal: '等于', notEqual: '不等于', greater: '大于', greaterOrEqual: '大于等于', less: '小于', lessOrEqual: '小于等于', contains: '包含', notContains: '不包含', in: '在列表中', notIn: '不在列表中' },
    edge: { title: '连线', from: '从', to: '到', remove: '删除连线' },
    refusal: { self: '节点不能连到自己', fromEnd: '结束节点不能再连出', toStart: '不能连回开始节点', unknown: '找不到该节点' },
    handle: { in: '连入', out: '拖出连线' },
  }),
  en_US: flat({
    canvas: 'Workflow graph', undo: 'Undo', redo: 'Redo', remove: 'Delete', arrange: 'Arrange automatically', save: 'Save', saved: 'Saved', unsaved: 'Unsaved changes',
    issues: '{{count}} problem(s)', noIssues: 'No problems', saveBlocked: 'Fix the problems in the definition before saving', add: 'Add a node', nodeIssues: 'This node has {{count}} problem(s)',
    nodeType: { start: 'Start', approval: 'Approval', condition: 'Condition gateway', cc: 'Cc', end: 'End' },
    newName: { approval: 'Approval', condition: 'Condition', cc: 'Cc', end: 'End', branch: 'Branch {{number}}' },
    process: {
      title: 'Process', processKey: 'Process key', processName: 'Process name', businessType: 'Business type', billType: 'Bill type', remark: 'Remark', formCode: 'Form code',
      required: 'Required', tempKey: 'Temporary key: give the process its own key before saving', tempKeyIssue: 'The process key is still temporary (_temp_)', keyPattern: 'Letters, digits, underscores and hyphens only',
    },
    node: { nodeId: 'Node id', name: 'Node name', next: 'Next node', none: '(none)', deadlineHours: 'Deadline (hours, 0 is off)', ccIds: 'Copy to', passRatio: 'Pass ratio (%)', emptyApproverId: 'Specified person' },
    approver: {
      type: 'Approver type', ids: 'Approvers',
      types: { person: 'User', department: 'Department', role: 'Role', position: 'Position', relation: 'Relation', member: 'Member', division: 'Division', manager: 'Manager', selfSelect: 'Chosen by the initiator' },
      relation: { initiatorDeptHead: "Head of the initiator's department", initiatorParentDeptHead: "Head of the initiator's parent department" },
    },
    multiMode: { label: 'Several approvers', sequential: 'One after another', all: 'All must agree', any: 'Any one agrees', ratio: 'Countersign by ratio' },
    emptyApprover: { label: 'When no approver is found', autoPass: 'Pass automatically', toAdmin: 'Forward to the administrator', toPerson: 'Forward to a specified person' },
    rejectMode: { label: 'Reject to', toInitiator: 'The initiator', toPrevious: 'The previous node', toAnyVisited: 'Any node already visited' },
    branch: {
      title: 'Branches', name: 'Branch name', priority: 'Priority', isDefault: 'Default branch', target: 'Goes to', conditions: 'Conditions', remove: 'Remove branch',
      drawHint: 'Draw a link out of this node to add a branch', defaultHint: 'The default branch is taken when no other branch matches',
    },
    condition: { and: 'All must hold', or: 'Any may hold', field: 'Field', operator: 'Operator', value: 'Value', add: 'Add condition', remove: 'Remove condition', moreGroups: '{{count}} more condition group(s) kept as they are' },
    operator: { equal: 'equals', notEqual: 'does not equal', greater: 'greater than', greaterOrEqual: 'greater than or equal to', less: 'less than', lessOrEqual: 'less than or equal to', contains: 'contains', notContains: 'does not contain', in: 'is one of', notIn: 'is none of' },
    edge: { title: 'Link', from: 'From', to: 'To', remove: 'Remove link' },
    refusal: { self: 'A node cannot link to itself', fromEnd: 'Nothing follows an end node', toStart: 'Nothing links back to the start node', unknown: 'That node does not exist' },
    handle: { in: 'Link in', out: 'Drag to link' },
  }),
  th_TH: flat({
    canvas: 'แผนภาพเวิร์กโฟลว์', undo: 'เลิกทำ', redo: 'ทำซ้ำ', remove: 'ลบ', arrange: 'จัดเรียงอัตโนมัติ', save: 'บันทึก', saved: 'บันทึกแล้ว', unsaved: 'มีการแก้ไขที่ยังไม่บันทึก',
    issues: 'มีปัญหา {{count}} รายการ', noIssues: 'ไม่มีปัญหา', saveBlocked: 'โปรดแก้ไขปัญหาในคำนิยามก่อนบันทึก', add: 'เพิ่มโหนด', nodeIssues: 'โหนดนี้มีปัญหา {{count}} รายการ',
    nodeType: { start: 'เริ่มต้น', approval: 'อนุมัติ', condition: 'เกตเวย์เงื่อนไข', cc: 'สำเนาถึง', end: 'สิ้นสุด' },
    newName: { approval: 'อนุมัติ', condition: 'เงื่อนไข', cc: 'สำเนาถึง', end: 'สิ้นสุด', branch: 'สาขา {{number}}' },
    process: {
      title: 'กระบวนการ', processKey: 'คีย์กระบวนการ', processName: 'ชื่อกระบวนการ', businessType: 'ประเภทธุรกิจ', billType: 'ประเภทเอกสาร', remark: 'หมายเหตุ', formCode: 'รหัสแบบฟอร์ม',
      required: 'จำเป็น', tempKey: 'คีย์ชั่วคราว: โปรดตั้งคีย์ของกระบวนการก่อนบันทึก', tempKeyIssue: 'คีย์กระบวนการยังเป็นคีย์ชั่วคราว (_temp_)', keyPattern: 'ใช้ได้เฉพาะตัวอักษร ตัวเลข ขีดล่าง และขีดกลาง',
    },
    node: { nodeId: 'รหัสโหนด', name: 'ชื่อโหนด', next: 'โหนดถัดไป', none: '(ไม่มี)', deadlineHours: 'กำหนดเวลา (ชั่วโมง, 0 คือปิด)', ccIds: 'สำเนาถึง', passRatio: 'สัดส่วนที่ผ่าน (%)', emptyApproverId: 'บุคคลที่ระบุ' },
    approver: {
      type: 'ประเภทผู้อนุมัติ', ids: 'ผู้อนุมัติ',
      types: { person: 'ผู้ใช้', department: 'แผนก', role: 'บทบาท', position: 'ตำแหน่ง', relation: 'ความสัมพันธ์', member: 'สมาชิก', division: 'ฝ่าย', manager: 'หัวหน้า', selfSelect: 'ผู้เริ่มเลือกเอง' },
      relation: { initiatorDeptHead: 'หัวหน้าแผนกของผู้เริ่ม', initiatorParentDeptHead: 'หัวหน้าแผนกระดับบนของผู้เริ่ม' },
    },
    multiMode: { label: 'ผู้อนุมัติหลายคน', sequential: 'ทีละคนตามลำดับ', all: 'ทุกคนต้องเห็นชอบ', any: 'คนใดคนหนึ่งเห็นชอบ', ratio: 'ลงนามร่วมตามสัดส่วน' },
    emptyApprover: { label: 'เมื่อไม่พบผู้อนุมัติ', autoPass: 'ผ่านอัตโนมัติ', toAdmin: 'ส่งต่อผู้ดูแลระบบ', toPerson: 'ส่งต่อบุคคลที่ระบุ' },
    rejectMode: { label: 'ตีกลับไปยัง', toInitiator: 'ผู้เริ่ม', toPrevious: 'โหนดก่อนหน้า', toAnyVisited: 'โหนดใดก็ได้ที่ผ่านมาแล้ว' },
    branch: {
      title: 'สาขา', name: 'ชื่อสาขา', priority: 'ลำดับความสำคัญ', isDefault: 'สาขาเริ่มต้น', target: 'ไปยัง', conditions: 'เงื่อนไข', remove: 'ลบสาขา',
      drawHint: 'ลากเส้นออกจากโหนดนี้เพื่อเพิ่มสาขา', defaultHint: 'ใช้สาขาเริ่มต้นเมื่อไม่มีสาขาอื่นตรงเงื่อนไข',
    },
    condition: { and: 'ต้องเป็นจริงทั้งหมด', or: 'เป็นจริงข้อใดก็ได้', field: 'ฟิลด์', operator: 'ตัวดำเนินการ', value: 'ค่า', add: 'เพิ่มเงื่อนไข', remove: 'ลบเงื่อนไข', moreGroups: 'อีก {{count}} กลุ่มเงื่อนไขคงไว้ตามเดิม' },
    operator: { equal: 'เท่ากับ', notEqual: 'ไม่เท่ากับ', greater: 'มากกว่า', greaterOrEqual: 'มากกว่าหรือเท่ากับ', less: 'น้อยกว่า', lessOrEqual: 'น้อยกว่าหรือเท่ากับ', contains: 'มีคำว่า', notContains: 'ไม่มีคำว่า', in: 'อยู่ในรายการ', notIn: 'ไม่อยู่ในรายการ' },
    edge: { title: 'เส้นเชื่อม', from: 'จาก', to: 'ถึง', remove: 'ลบเส้นเชื่อม' },
    refusal: { self: 'โหนดเชื่อมกับตัวเองไม่ได้', fromEnd: 'ไม่มีสิ่งใดต่อจากโหนดสิ้นสุด', toStart: 'เชื่อมกลับไปยังโหนดเริ่มต้นไม่ได้', unknown: 'ไม่พบโหนดนั้น' },
    handle: { in: 'เชื่อมเข้า', out: 'ลากเพื่อเชื่อม' },
  }),
  zh_TW: flat({
    canvas: '流程圖', undo: '復原', redo: '重做', remove: '刪除', arrange: '自動排列', save: '儲存', saved: '已儲存', unsaved: '有未儲存的修改',
    issues: '有 {{count}} 個問題', noIssues: '沒有問題', saveBlocked: '請先修正定義中的問題再儲存', add: '新增節點', nodeIssues: '此節點有 {{count}} 個問題',
    nodeType: { start: '開始', approval: '審批', condition: '條件閘道', cc: '抄送', end: '結束' },
    newName: { approval: '審批', condition: '條件', cc: '抄送', end: '結束', branch: '分支 {{number}}' },
    process: {
      title: '流程', processKey: '流程標識', processName: '流程名稱', businessType: '業務類型', billType: '單據類型', remark: '備註', formCode: '表單編碼',
      required: '必填', tempKey: '臨時標識：儲存前請為流程設定正式標識', tempKeyIssue: '流程標識仍是臨時標識（_temp_）', keyPattern: '只能包含字母、數字、底線和連字號',
    },
    node: { nodeId: '節點標識', name: '節點名稱', next: '下一節點', none: '（無）', deadlineHours: '審批期限（小時，0 為不限）', ccIds: '抄送人', passRatio: '通過比例（%）', emptyApproverId: '指定人員' },
    approver: {
      type: '審批人類型', ids: '審批人',
      types: { person: '使用者', department: '部門', role: '角色', position: '職位', relation: '關係', member: '成員', division: '事業部', manager: '主管', selfSelect: '發起人自選' },
      relation: { initiatorDeptHead: '發起人所在部門負責人', initiatorParentDeptHead: '發起人上級部門負責人' },
    },
    multiMode: { label: '多人審批方式', sequential: '依次審批', all: '會簽（須全部同意）', any: '或簽（一人同意即可）', ratio: '按比例會簽' },
    emptyApprover: { label: '審批人為空時', autoPass: '自動通過', toAdmin: '轉交管理員', toPerson: '轉交指定人員' },
    rejectMode: { label: '駁回到', toInitiator: '發起人', toPrevious: '上一節點', toAnyVisited: '任一已經過的節點' },
    branch: {
      title: '分支', name: '分支名稱', priority: '優先順序', isDefault: '預設分支', target: '流向', conditions: '條件', remove: '刪除分支',
      drawHint: '從本節點拖出連線即可新增分支', defaultHint: '其他分支都不符合時走預設分支',
    },
    condition: { and: '全部符合', or: '任一符合', field: '欄位', operator: '運算子', value: '值', add: '新增條件', remove: '刪除條件', moreGroups: '另有 {{count}} 個條件組保持不變' },
    operator: { equal: '等於', notEqual: '不等於', greater: '大於', greaterOrEqual: '大於等於', less: '小於', lessOrEqual: '小於等於', contains: '包含', notContains: '不包含', in: '在清單中', notIn: '不在清單中' },
    edge: { title: '連線', from: '從', to: '到', remove: '刪除連線' },
    refusal: { self: '節點不能連到自己', fromEnd: '結束節點不能再連出', toStart: '不能連回開始節點', unknown: '找不到該節點' },
    handle: { in: '連入', out: '拖出連線' },
  }),
};
