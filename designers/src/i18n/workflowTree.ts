import type { Catalogue, Catalogues } from './languages';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens nested texts into `designer.workflow.<path>` keys, so each language reads as one outline. */
function flat(tree: Tree, prefix = 'designer.workflow.'): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

/** UI texts of the new (tree) workflow designer and the shared workflow property panel, keys `designer.workflow.*`. */
export const workflowTreeDesignerTexts: Catalogues = {
  zh_CN: flat({
    nodeTypes: { start: '发起人', approval: '审批人', cc: '抄送人', condition: '条件分支', end: '流程结束' },
    new: { approval: '审批人', cc: '抄送人', condition: '条件分支', branch: '条件 {{n}}', otherwise: '其他情况' },
    insert: {
      label: '在此添加节点（{{where}}）', main: '主流程第 {{position}} 个位置', inBranch: '条件组 {{group}} 分支 {{branch}} 第 {{position}} 个位置',
      approval: '审批人', cc: '抄送人', condition: '条件分支',
    },
    canvas: {
      nodeLabel: '{{type}}：{{name}}', branchLabel: '分支 {{name}}（优先级 {{priority}}）', priority: '优先级 {{priority}}', issues: '{{count}} 个问题：{{messages}}',
      deleteNode: '删除节点 {{name}}', addBranch: '添加条件', groupSettings: '条件组 {{name}} 设置', deleteGroup: '删除条件组 {{name}}', deleteGroupConfirm: '删除整个条件组及其分支上的所有节点？',
      delete: '删除', cancel: '取消', moveLeft: '将 {{name}} 左移', moveRight: '将 {{name}} 右移', removeBranch: '删除分支 {{name}}', zoomIn: '放大', zoomOut: '缩小', fitView: '适应画布', controls: '画布控制',
    },
    summary: {
      start: '发起审批', manager: '发起人的第 {{level}} 级主管', selfSelect: '发起人自选', default: '其他情况进入此流程',
      cc: { person: '抄送：{{ids}}', role: '抄送角色：{{ids}}' },
      choose: { approval: '请设置审批人', cc: '请选择抄送人', condition: '请设置条件' },
    },
    toolbar: { undo: '撤销', redo: '重做', process: '流程设置', issues: '{{count}} 个问题', noIssues: '没有问题', unsaved: '有未保存的修改', save: '保存', saveBlocked: '先修正标红的问题再保存' },
    panel: { label: '属性', process: '流程设置', branch: '{{group}} 的分支' },
    node: { name: '节点名称', nameMissing: '请填写名称', id: '节点编号' },
    approver: {
      type: '审批人类型', managerLevel: '主管级别', managerLevelHint: '1 为发起人的直接主管', selfSelectHint: '发起人提交时自行选择审批人',
      types: { member: '成员', person: '指定人员', role: '角色', division: '部门（事业部）', department: '组织部门', position: '岗位', manager: '主管', selfSelect: '发起人自选', relation: '关系' },
      ids: { member: '成员（用户名）', person: '指定人员（用户名）', role: '角色编码', division: '部门编码', department: '组织编码', position: '岗位编码', relation: '关系' },
      relations: { initiatorDeptHead: '发起人的部门负责人', initiatorParentDeptHead: '发起人的上级部门负责人' },
    },
    mode: { label: '多人审批方式', sequential: '依次审批（按顺序）', all: '会签（须所有人同意）', any: '或签（一人同意即可）', ratio: '按比例会签', passRatio: '通过比例' },
    empty: { label: '审批人为空时', autoPass: '自动通过', toAdmin: '转交给管理员', toPerson: '转交给指定人员', person: '指定人员', personMissing: '请选择转交的人员' },
    initiator: { label: '发起人即审批人时', approve: '由发起人审批', autoApprove: '自动通过', toManager: '转交给发起人的主管' },
    reject: {
      label: '驳回方式', toInitiator: '退回发起人', toPrevious: '退回上一节点', toAnyVisited: '可退回任一已经过的节点',
      resubmitToReturner: '重新提交后直接回到退回的节点',
    },
    deadline: {
      label: '审批时限', hint: '0 为不限时', hours: '时限（小时）', hoursUnit: '小时', action: '超时后', remind: '提醒审批人', autoApprove: '自动通过', autoReject: '自动驳回', escalate: '转交给指定人员',
      escalateTo: '超时转交给', personMissing: '请选择超时转交的人员',
    },
    fields: {
      title: '表单字段权限', atStart: '发起时的表单字段权限', field: '字段', permission: '权限', permissionOf: '{{field}} 的权限', editable: '可编辑', readOnly: '只读', hidden: '隐藏',
      all: '全部{{permission}}', none: '流程尚未绑定有字段的表单', unknown: '{{key}}（表单中已没有此字段）', remove: '移除',
    },
    condition: { none: '尚未设置条件', add: '添加条件', addGroup: '添加条件组（或）', and: '且', or: '或' },
    branch: { name: '分支名称', conditions: '条件', conditionsMissing: '分支 {{name}} 还没有条件（没有条件的分支会被当作默认分支）', default: '默认分支', defaultHint: '其他分支都不满足时进入默认分支', defaultTaken: '默认分支没有条件。' },
    cc: { type: '抄送对象', person: '人员', role: '角色', ids: { person: '抄送人员（用户名）', role: '抄送角色编码' } },
    process: {
      processKey: '流程编码', processName: '流程名称', businessType: '业务类型', billType: '单据类型', formCode: '绑定表单', remark: '备注',
      tempKey: '请填写流程编码（新流程的临时编码以 _temp_ 开头，不能保存）',
      startPermission: '发起权限', startAll: '所有人', startRoles: '指定角色', startRoleCodes: '可发起的角色',
      promoter: '发起人范围', promoterTypes: { all: '所有人', persons: '指定人员', division: '部门', role: '角色' }, promoterIds: { all: '（无）', persons: '人员（用户名）', division: '部门编码', role: '角色编码' },
      withdraw: '撤回', withdrawHint: '第一位审批人处理前，发起人可撤回',
    },
    notTree: {
      title: '此流程无法以树形显示',
      startCount: '流程必须恰好有一个开始节点。', endCount: '树形设计器要求恰好一个结束节点，请在旧版（自由图）设计器中编辑。', unknownNode: '连线指向不存在的节点 {{node}}。',
      dangling: '节点 {{node}} 没有下一个节点。', loop: '节点 {{node}} 处形成了循环。', notNested: '节点 {{node}} 处的连线跨越了分支，请在旧版（自由图）设计器中编辑。', detached: '节点 {{node}} 没有任何路径到达。',
    },
    draft: { title: '有未保存的修改', text: '找到 {{at}} 保留的未保存修改。要恢复吗？', restore: '恢复', discard: '丢弃', outdated: '这些修改基于较早的版本，之后已有人保存过。' },
  }),
  en_US: flat({
    nodeTypes: { start: 'Initiator', approval: 'Approver', cc: 'Cc', condition: 'Condition group', end: 'End' },
    new: { approval: 'Approver', cc: 'Cc', condition: 'Condition group', branch: 'Condition {{n}}', otherwise: 'Otherwise' },
    insert: {
      label: 'Add a node here ({{where}})', main: 'main line, place {{position}}', inBranch: 'group {{group}}, branch {{branch}}, place {{position}}',
      approval: 'Approver', cc: 'Cc', condition: 'Condition group',
    },
    canvas: {
      nodeLabel: '{{type}}: {{name}}', branchLabel: 'Branch {{name}} (priority {{priority}})', priority: 'priority {{priority}}', issues: '{{count}} problem(s): {{messages}}',
      deleteNode: 'Delete node {{name}}', addBranch: 'Add condition', groupSettings: 'Settings of condition group {{name}}', deleteGroup: 'Delete condition group {{name}}', deleteGroupConfirm: 'Delete the whole condition group and every node on its branches?',
      delete: 'Delete', cancel: 'Cancel', moveLeft: 'Move {{name}} left', moveRight: 'Move {{name}} right', removeBranch: 'Remove branch {{name}}', zoomIn: 'Zoom in', zoomOut: 'Zoom out', fitView: 'Fit to view', controls: 'Canvas controls',
    },
    summary: {
      start: 'Starts the request', manager: "Initiator's manager, level {{level}}", selfSelect: 'Chosen by the initiator', default: 'All other cases go here',
      cc: { person: 'Copy: {{ids}}', role: 'Copy roles: {{ids}}' },
      choose: { approval: 'Choose the approvers', cc: 'Choose whom to copy', condition: 'Set the conditions' },
    },
    toolbar: { undo: 'Undo', redo: 'Redo', process: 'Process settings', issues: '{{count}} problem(s)', noIssues: 'No problems', unsaved: 'Unsaved changes', save: 'Save', saveBlocked: 'Fix the problems marked in red before saving' },
    panel: { label: 'Properties', process: 'Process settings', branch: 'Branch of {{group}}' },
    node: { name: 'Node name', nameMissing: 'Enter a name', id: 'Node id' },
    approver: {
      type: 'Approver type', managerLevel: 'Manager level', managerLevelHint: "1 is the initiator's direct manager", selfSelectHint: 'The initiator chooses the approvers when submitting',
      types: { member: 'Members', person: 'Specified persons', role: 'Role', division: 'Division', department: 'Department', position: 'Position', manager: 'Manager', selfSelect: 'Chosen by initiator', relation: 'Relation' },
      ids: { member: 'Members (usernames)', person: 'Persons (usernames)', role: 'Role codes', division: 'Division codes', department: 'Organisation codes', position: 'Position codes', relation: 'Relations' },
      relations: { initiatorDeptHead: "Head of the initiator's department", initiatorParentDeptHead: "Head of the initiator's parent department" },
    },
    mode: { label: 'With several approvers', sequential: 'One after another', all: 'All must agree', any: 'Any one agrees', ratio: 'A share must agree', passRatio: 'Share that must agree' },
    empty: { label: 'When no approver is found', autoPass: 'Pass automatically', toAdmin: 'Forward to the administrator', toPerson: 'Forward to a specified person', person: 'Specified person', personMissing: 'Choose the person to forward to' },
    initiator: { label: 'When the initiator is an approver', approve: 'The initiator approves', autoApprove: 'Approve automatically', toManager: "Hand to the initiator's manager" },
    reject: {
      label: 'On rejection', toInitiator: 'Return to the initiator', toPrevious: 'Return to the previous node', toAnyVisited: 'Return to any node already passed',
      resubmitToReturner: 'After resubmitting, go straight back to the node that returned it',
    },
    deadline: {
      label: 'Deadline', hint: '0 means no deadline', hours: 'Deadline (hours)', hoursUnit: 'hours', action: 'When it passes', remind: 'Remind the approvers', autoApprove: 'Approve automatically', autoReject: 'Reject automatically', escalate: 'Escalate to a person',
      escalateTo: 'Escalate to', personMissing: 'Choose the person to escalate to',
    },
    fields: {
      title: 'Form field permissions', atStart: 'Form field permissions when starting', field: 'Field', permission: 'Permission', permissionOf: 'Permission of {{field}}', editable: 'Editable', readOnly: 'Read-only', hidden: 'Hidden',
      all: 'All {{permission}}', none: 'The process is not bound to a form with fields yet', unknown: '{{key}} (no longer a field of the form)', remove: 'Remove',
    },
    condition: { none: 'No conditions yet', add: 'Add conditions', addGroup: 'Add a condition group (or)', and: 'and', or: 'or' },
    branch: { name: 'Branch name', conditions: 'Conditions', conditionsMissing: 'Branch {{name}} has no conditions yet (a branch without conditions is taken as a default branch)', default: 'Default branch', defaultHint: 'Taken when no other branch matches', defaultTaken: 'The default branch has no conditions.' },
    cc: { type: 'Copy to', person: 'Persons', role: 'Roles', ids: { person: 'Persons to copy (usernames)', role: 'Role codes to copy' } },
    process: {
      processKey: 'Process key', processName: 'Process name', businessType: 'Business type', billType: 'Bill type', formCode: 'Bound form', remark: 'Remark',
      tempKey: 'Enter a process key (a new process keeps a temporary key starting with _temp_, which cannot be saved)',
      startPermission: 'Who may start it', startAll: 'Everybody', startRoles: 'Listed roles', startRoleCodes: 'Roles that may start it',
      promoter: 'Promoters', promoterTypes: { all: 'Everybody', persons: 'Specified persons', division: 'Division', role: 'Role' }, promoterIds: { all: '-', persons: 'Persons (usernames)', division: 'Division codes', role: 'Role codes' },
      withdraw: 'Withdrawal', withdrawHint: 'The initiator may withdraw until the first approver acts',
    },
    notTree: {
      title: 'This process cannot be shown as a tree',
      startCount: 'A process has exactly one start node.', endCount: 'The tree designer needs exactly one end node; edit this process in the old (free-graph) designer.', unknownNode: 'A link points at node {{node}}, which does not exist.',
      dangling: 'Node {{node}} has no next node.', loop: 'The links loop at node {{node}}.', notNested: 'The links at node {{node}} cross between branches; edit this process in the old (free-graph) designer.', detached: 'No path reaches node {{node}}.',
    },
    draft: { title: 'Unsaved changes', text: 'Unsaved changes kept at {{at}} were found. Restore them?', restore: 'Restore', discard: 'Discard', outdated: 'These changes were based on an older version; it has been saved since.' },
  }),
  th_TH: flat({
    nodeTypes: { start: 'ผู้เริ่ม', approval: 'ผู้อนุมัติ', cc: 'สำเนาถึง', condition: 'กลุ่มเงื่อนไข', end: 'สิ้นสุด' },
    new: { approval: 'ผู้อนุมัติ', cc: 'สำเนาถึง', condition: 'กลุ่มเงื่อนไข', branch: 'เงื่อนไข {{n}}', otherwise: 'กรณีอื่น' },
    insert: {
      label: 'เพิ่มโหนดที่นี่ ({{where}})', main: 'เส้นหลัก ตำแหน่ง {{position}}', inBranch: 'กลุ่ม {{group}} สาขา {{branch}} ตำแหน่ง {{position}}',
      approval: 'ผู้อนุมัติ', cc: 'สำเนาถึง', condition: 'กลุ่มเงื่อนไข',
    },
    canvas: {
      nodeLabel: '{{type}}: {{name}}', branchLabel: 'สาขา {{name}} (ลำดับความสำคัญ {{priority}})', priority: 'ลำดับ {{priority}}', issues: 'ปัญหา {{count}} รายการ: {{messages}}',
      deleteNode: 'ลบโหนด {{name}}', addBranch: 'เพิ่มเงื่อนไข', groupSettings: 'ตั้งค่ากลุ่มเงื่อนไข {{name}}', deleteGroup: 'ลบกลุ่มเงื่อนไข {{name}}', deleteGroupConfirm: 'ลบกลุ่มเงื่อนไขทั้งหมดและทุกโหนดในสาขาหรือไม่?',
      delete: 'ลบ', cancel: 'ยกเลิก', moveLeft: 'ย้าย {{name}} ไปทางซ้าย', moveRight: 'ย้าย {{name}} ไปทางขวา', removeBranch: 'ลบสาขา {{name}}', zoomIn: 'ขยาย', zoomOut: 'ย่อ', fitView: 'พอดีกับพื้นที่', controls: 'ตัวควบคุมพื้นที่วาด',
    },
    summary: {
      start: 'เริ่มคำขอ', manager: 'หัวหน้าของผู้เริ่ม ระดับ {{level}}', selfSelect: 'ผู้เริ่มเลือกเอง', default: 'กรณีอื่นทั้งหมดมาที่นี่',
      cc: { person: 'สำเนาถึง: {{ids}}', role: 'สำเนาถึงบทบาท: {{ids}}' },
      choose: { approval: 'เลือกผู้อนุมัติ', cc: 'เลือกผู้รับสำเนา', condition: 'ตั้งเงื่อนไข' },
    },
    toolbar: { undo: 'เลิกทำ', redo: 'ทำซ้ำ', process: 'ตั้งค่ากระบวนการ', issues: 'ปัญหา {{count}} รายการ', noIssues: 'ไม่มีปัญหา', unsaved: 'มีการแก้ไขที่ยังไม่บันทึก', save: 'บันทึก', saveBlocked: 'แก้ไขปัญหาที่ทำเครื่องหมายสีแดงก่อนบันทึก' },
    panel: { label: 'คุณสมบัติ', process: 'ตั้งค่ากระบวนการ', branch: 'สาขาของ {{group}}' },
    node: { name: 'ชื่อโหนด', nameMissing: 'กรอกชื่อ', id: 'รหัสโหนด' },
    approver: {
      type: 'ประเภทผู้อนุมัติ', managerLevel: 'ระดับหัวหน้า', managerLevelHint: '1 คือหัวหน้าโดยตรงของผู้เริ่ม', selfSelectHint: 'ผู้เริ่มเลือกผู้อนุมัติเมื่อส่งคำขอ',
      types: { member: 'สมาชิก', person: 'บุคคลที่ระบุ', role: 'บทบาท', division: 'ฝ่าย', department: 'หน่วยงาน', position: 'ตำแหน่ง', manager: 'หัวหน้า', selfSelect: 'ผู้เริ่มเลือกเอง', relation: 'ความสัมพันธ์' },
      ids: { member: 'สมาชิก (ชื่อผู้ใช้)', person: 'บุคคล (ชื่อผู้ใช้)', role: 'รหัสบทบาท', division: 'รหัสฝ่าย', department: 'รหัสหน่วยงาน', position: 'รหัสตำแหน่ง', relation: 'ความสัมพันธ์' },
      relations: { initiatorDeptHead: 'หัวหน้าหน่วยงานของผู้เริ่ม', initiatorParentDeptHead: 'หัวหน้าหน่วยงานระดับบนของผู้เริ่ม' },
    },
    mode: { label: 'เมื่อมีผู้อนุมัติหลายคน', sequential: 'ทีละคนตามลำดับ', all: 'ทุกคนต้องเห็นชอบ', any: 'คนใดคนหนึ่งเห็นชอบ', ratio: 'ต้องเห็นชอบตามสัดส่วน', passRatio: 'สัดส่วนที่ต้องเห็นชอบ' },
    empty: { label: 'เมื่อไม่พบผู้อนุมัติ', autoPass: 'ผ่านอัตโนมัติ', toAdmin: 'ส่งต่อผู้ดูแลระบบ', toPerson: 'ส่งต่อบุคคลที่ระบุ', person: 'บุคคลที่ระบุ', personMissing: 'เลือกบุคคลที่จะส่งต่อ' },
    initiator: { label: 'เมื่อผู้เริ่มเป็นผู้อนุมัติด้วย', approve: 'ผู้เริ่มอนุมัติเอง', autoApprove: 'อนุมัติอัตโนมัติ', toManager: 'ส่งให้หัวหน้าของผู้เริ่ม' },
    reject: {
      label: 'เมื่อปฏิเสธ', toInitiator: 'ส่งคืนผู้เริ่ม', toPrevious: 'ส่งคืนโหนดก่อนหน้า', toAnyVisited: 'ส่งคืนโหนดใดก็ได้ที่ผ่านมาแล้ว',
      resubmitToReturner: 'เมื่อส่งใหม่ ให้กลับไปที่โหนดที่ส่งคืนทันที',
    },
    deadline: {
      label: 'กำหนดเวลา', hint: '0 คือไม่มีกำหนดเวลา', hours: 'กำหนดเวลา (ชั่วโมง)', hoursUnit: 'ชั่วโมง', action: 'เมื่อเลยกำหนด', remind: 'เตือนผู้อนุมัติ', autoApprove: 'อนุมัติอัตโนมัติ', autoReject: 'ปฏิเสธอัตโนมัติ', escalate: 'ส่งต่อบุคคลที่ระบุ',
      escalateTo: 'ส่งต่อถึง', personMissing: 'เลือกบุคคลที่จะส่งต่อเมื่อเลยกำหนด',
    },
    fields: {
      title: 'สิทธิ์ฟิลด์ของฟอร์ม', atStart: 'สิทธิ์ฟิลด์ของฟอร์มเมื่อเริ่ม', field: 'ฟิลด์', permission: 'สิทธิ์', permissionOf: 'สิทธิ์ของ {{field}}', editable: 'แก้ไขได้', readOnly: 'อ่านอย่างเดียว', hidden: 'ซ่อน',
      all: 'ทั้งหมด{{permission}}', none: 'กระบวนการยังไม่ผูกกับฟอร์มที่มีฟิลด์', unknown: '{{key}} (ไม่มีฟิลด์นี้ในฟอร์มแล้ว)', remove: 'นำออก',
    },
    condition: { none: 'ยังไม่มีเงื่อนไข', add: 'เพิ่มเงื่อนไข', addGroup: 'เพิ่มกลุ่มเงื่อนไข (หรือ)', and: 'และ', or: 'หรือ' },
    branch: { name: 'ชื่อสาขา', conditions: 'เงื่อนไข', conditionsMissing: 'สาขา {{name}} ยังไม่มีเงื่อนไข (สาขาที่ไม่มีเงื่อนไขจะถือเป็นสาขาเริ่มต้น)', default: 'สาขาเริ่มต้น', defaultHint: 'ใช้เมื่อไม่มีสาขาอื่นตรงเงื่อนไข', defaultTaken: 'สาขาเริ่มต้นไม่มีเงื่อนไข' },
    cc: { type: 'สำเนาถึง', person: 'บุคคล', role: 'บทบาท', ids: { person: 'บุคคลที่รับสำเนา (ชื่อผู้ใช้)', role: 'รหัสบทบาทที่รับสำเนา' } },
    process: {
      processKey: 'รหัสกระบวนการ', processName: 'ชื่อกระบวนการ', businessType: 'ประเภทธุรกิจ', billType: 'ประเภทเอกสาร', formCode: 'ฟอร์มที่ผูก', remark: 'หมายเหตุ',
      tempKey: 'กรอกรหัสกระบวนการ (กระบวนการใหม่มีรหัสชั่วคราวขึ้นต้นด้วย _temp_ ซึ่งบันทึกไม่ได้)',
      startPermission: 'ผู้ที่เริ่มได้', startAll: 'ทุกคน', startRoles: 'บทบาทที่ระบุ', startRoleCodes: 'บทบาทที่เริ่มได้',
      promoter: 'ผู้ยื่นคำขอ', promoterTypes: { all: 'ทุกคน', persons: 'บุคคลที่ระบุ', division: 'ฝ่าย', role: 'บทบาท' }, promoterIds: { all: '-', persons: 'บุคคล (ชื่อผู้ใช้)', division: 'รหัสฝ่าย', role: 'รหัสบทบาท' },
      withdraw: 'การถอนคำขอ', withdrawHint: 'ผู้เริ่มถอนคำขอได้จนกว่าผู้อนุมัติคนแรกจะดำเนินการ',
    },
    notTree: {
      title: 'แสดงกระบวนการนี้เป็นต้นไม้ไม่ได้',
      startCount: 'กระบวนการต้องมีโหนดเริ่มต้นหนึ่งโหนดพอดี', endCount: 'ตัวออกแบบแบบต้นไม้ต้องมีโหนดสิ้นสุดหนึ่งโหนดพอดี โปรดแก้ไขในตัวออกแบบแบบเดิม (กราฟอิสระ)', unknownNode: 'มีเส้นชี้ไปยังโหนด {{node}} ซึ่งไม่มีอยู่',
      dangling: 'โหนด {{node}} ไม่มีโหนดถัดไป', loop: 'เส้นวนซ้ำที่โหนด {{node}}', notNested: 'เส้นที่โหนด {{node}} ข้ามระหว่างสาขา โปรดแก้ไขในตัวออกแบบแบบเดิม (กราฟอิสระ)', detached: 'ไม่มีเส้นทางใดไปถึงโหนด {{node}}',
    },
    draft: { title: 'มีการแก้ไขที่ยังไม่บันทึก', text: 'พบการแก้ไขที่ยังไม่บันทึกซึ่งเก็บไว้เมื่อ {{at}} ต้องการกู้คืนหรือไม่?', restore: 'กู้คืน', discard: 'ทิ้ง', outdated: 'การแก้ไขนี้อิงจากรุ่นเก่า หลังจากนั้นมีการบันทึกแล้ว' },
  }),
  zh_TW: flat({
    nodeTypes: { start: '發起人', approval: '審批人', cc: '抄送人', condition: '條件分支', end: '流程結束' },
    new: { approval: '審批人', cc: '抄送人', condition: '條件分支', branch: '條件 {{n}}', otherwise: '其他情況' },
    insert: {
      label: '在此新增節點（{{where}}）', main: '主流程第 {{position}} 個位置', inBranch: '條件組 {{group}} 分支 {{branch}} 第 {{position}} 個位置',
      approval: '審批人', cc: '抄送人', condition: '條件分支',
    },
    canvas: {
      nodeLabel: '{{type}}：{{name}}', branchLabel: '分支 {{name}}（優先級 {{priority}}）', priority: '優先級 {{priority}}', issues: '{{count}} 個問題：{{messages}}',
      deleteNode: '刪除節點 {{name}}', addBranch: '新增條件', groupSettings: '條件組 {{name}} 設定', deleteGroup: '刪除條件組 {{name}}', deleteGroupConfirm: '刪除整個條件組及其分支上的所有節點？',
      delete: '刪除', cancel: '取消', moveLeft: '將 {{name}} 左移', moveRight: '將 {{name}} 右移', removeBranch: '刪除分支 {{name}}', zoomIn: '放大', zoomOut: '縮小', fitView: '適應畫布', controls: '畫布控制',
    },
    summary: {
      start: '發起審批', manager: '發起人的第 {{level}} 級主管', selfSelect: '發起人自選', default: '其他情況進入此流程',
      cc: { person: '抄送：{{ids}}', role: '抄送角色：{{ids}}' },
      choose: { approval: '請設定審批人', cc: '請選擇抄送人', condition: '請設定條件' },
    },
    toolbar: { undo: '復原', redo: '重做', process: '流程設定', issues: '{{count}} 個問題', noIssues: '沒有問題', unsaved: '有未儲存的修改', save: '儲存', saveBlocked: '先修正標紅的問題再儲存' },
    panel: { label: '屬性', process: '流程設定', branch: '{{group}} 的分支' },
    node: { name: '節點名稱', nameMissing: '請填寫名稱', id: '節點編號' },
    approver: {
      type: '審批人類型', managerLevel: '主管級別', managerLevelHint: '1 為發起人的直接主管', selfSelectHint: '發起人提交時自行選擇審批人',
      types: { member: '成員', person: '指定人員', role: '角色', division: '部門（事業部）', department: '組織部門', position: '崗位', manager: '主管', selfSelect: '發起人自選', relation: '關係' },
      ids: { member: '成員（使用者名稱）', person: '指定人員（使用者名稱）', role: '角色編碼', division: '部門編碼', department: '組織編碼', position: '崗位編碼', relation: '關係' },
      relations: { initiatorDeptHead: '發起人的部門負責人', initiatorParentDeptHead: '發起人的上級部門負責人' },
    },
    mode: { label: '多人審批方式', sequential: '依次審批（按順序）', all: '會簽（須所有人同意）', any: '或簽（一人同意即可）', ratio: '按比例會簽', passRatio: '通過比例' },
    empty: { label: '審批人為空時', autoPass: '自動通過', toAdmin: '轉交給管理員', toPerson: '轉交給指定人員', person: '指定人員', personMissing: '請選擇轉交的人員' },
    initiator: { label: '發起人即審批人時', approve: '由發起人審批', autoApprove: '自動通過', toManager: '轉交給發起人的主管' },
    reject: {
      label: '駁回方式', toInitiator: '退回發起人', toPrevious: '退回上一節點', toAnyVisited: '可退回任一已經過的節點',
      resubmitToReturner: '重新提交後直接回到退回的節點',
    },
    deadline: {
      label: '審批時限', hint: '0 為不限時', hours: '時限（小時）', hoursUnit: '小時', action: '逾時後', remind: '提醒審批人', autoApprove: '自動通過', autoReject: '自動駁回', escalate: '轉交給指定人員',
      escalateTo: '逾時轉交給', personMissing: '請選擇逾時轉交的人員',
    },
    fields: {
      title: '表單欄位權限', atStart: '發起時的表單欄位權限', field: '欄位', permission: '權限', permissionOf: '{{field}} 的權限', editable: '可編輯', readOnly: '唯讀', hidden: '隱藏',
      all: '全部{{permission}}', none: '流程尚未綁定有欄位的表單', unknown: '{{key}}（表單中已沒有此欄位）', remove: '移除',
    },
    condition: { none: '尚未設定條件', add: '新增條件', addGroup: '新增條件組（或）', and: '且', or: '或' },
    branch: { name: '分支名稱', conditions: '條件', conditionsMissing: '分支 {{name}} 還沒有條件（沒有條件的分支會被當作預設分支）', default: '預設分支', defaultHint: '其他分支都不滿足時進入預設分支', defaultTaken: '預設分支沒有條件。' },
    cc: { type: '抄送對象', person: '人員', role: '角色', ids: { person: '抄送人員（使用者名稱）', role: '抄送角色編碼' } },
    process: {
      processKey: '流程編碼', processName: '流程名稱', businessType: '業務類型', billType: '單據類型', formCode: '綁定表單', remark: '備註',
      tempKey: '請填寫流程編碼（新流程的臨時編碼以 _temp_ 開頭，不能儲存）',
      startPermission: '發起權限', startAll: '所有人', startRoles: '指定角色', startRoleCodes: '可發起的角色',
      promoter: '發起人範圍', promoterTypes: { all: '所有人', persons: '指定人員', division: '部門', role: '角色' }, promoterIds: { all: '（無）', persons: '人員（使用者名稱）', division: '部門編碼', role: '角色編碼' },
      withdraw: '撤回', withdrawHint: '第一位審批人處理前，發起人可撤回',
    },
    notTree: {
      title: '此流程無法以樹狀顯示',
      startCount: '流程必須恰好有一個開始節點。', endCount: '樹狀設計器要求恰好一個結束節點，請在舊版（自由圖）設計器中編輯。', unknownNode: '連線指向不存在的節點 {{node}}。',
      dangling: '節點 {{node}} 沒有下一個節點。', loop: '節點 {{node}} 處形成了迴圈。', notNested: '節點 {{node}} 處的連線跨越了分支，請在舊版（自由圖）設計器中編輯。', detached: '節點 {{node}} 沒有任何路徑到達。',
    },
    draft: { title: '有未儲存的修改', text: '找到 {{at}} 保留的未儲存修改。要恢復嗎？', restore: '恢復', discard: '捨棄', outdated: '這些修改基於較早的版本，之後已有人儲存過。' },
  }),
};
