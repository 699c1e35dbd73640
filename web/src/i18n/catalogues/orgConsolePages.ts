import { appLanguages, type AppLanguage } from '../languages';

// The organisation extras' console texts (keys `orgConsole.*`): positions, jobs, tags, divisions,
// department permissions and roles, the user form's extras and proxy entries. One row per key:
// zh_CN, en_US, th_TH, zh_TW. Loaded with those pages' chunk (pages/console/orgExtras/useOrgConsole.ts).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  // The four reference lists.
  ['kind.position', '职务', 'position', 'ตำแหน่ง', '職務'],
  ['kind.job', '岗位', 'job', 'งาน', '崗位'],
  ['kind.tag', '标签', 'tag', 'แท็ก', '標籤'],
  ['kind.division', '事业部', 'division', 'หน่วยธุรกิจ', '事業部'],
  ['code', '编码', 'Code', 'รหัส', '編碼'],
  ['name', '名称', 'Name', 'ชื่อ', '名稱'],
  ['sortOrder', '排序', 'Order', 'ลำดับ', '排序'],
  ['userCount', '用户数', 'Users', 'จำนวนผู้ใช้', '使用者數'],
  ['org', '所属机构', 'Organisation', 'หน่วยงาน', '所屬機構'],
  ['keyword', '编码或名称', 'Code or name', 'รหัสหรือชื่อ', '編碼或名稱'],
  ['addTitle', '新增{{kind}}', 'Add a {{kind}}', 'เพิ่ม{{kind}}', '新增{{kind}}'],
  ['editTitle', '编辑{{kind}}', 'Edit the {{kind}}', 'แก้ไข{{kind}}', '編輯{{kind}}'],
  ['copyTitle', '复制{{kind}}', 'Copy the {{kind}}', 'คัดลอก{{kind}}', '複製{{kind}}'],
  ['namePattern', '名称不能为空白', 'A name cannot be blank', 'ชื่อต้องไม่เป็นช่องว่าง', '名稱不能為空白'],
  // Department permissions and department roles.
  ['dept.permissions', '部门权限', 'Permissions', 'สิทธิ์', '部門權限'],
  ['dept.permissionsOf', '“{{name}}”的权限', 'Permissions of "{{name}}"', 'สิทธิ์ของ "{{name}}"', '「{{name}}」的權限'],
  ['dept.tabPermissions', '部门权限', 'Department permissions', 'สิทธิ์ของแผนก', '部門權限'],
  ['dept.tabRoles', '部门角色', 'Department roles', 'บทบาทของแผนก', '部門角色'],
  ['dept.permissionsHint', '部门的所有用户都拥有这里勾选的菜单和按钮', 'Every user of the department holds the menus and buttons ticked here', 'ผู้ใช้ทุกคนในแผนกจะได้รับเมนูและปุ่มที่เลือกไว้ที่นี่', '部門的所有使用者都擁有這裡勾選的選單和按鈕'],
  ['dept.rolePermissionsHint', '部门角色在部门权限之外，为拥有该角色的部门用户增加权限；灰色为部门已授予的权限', 'A department role adds to the department\'s own permissions for the department users who hold it; greyed entries the department already gives', 'บทบาทของแผนกเพิ่มสิทธิ์ให้ผู้ใช้ในแผนกที่ถือบทบาทนั้น รายการสีเทาคือสิทธิ์ที่แผนกให้อยู่แล้ว', '部門角色在部門權限之外，為擁有該角色的部門使用者增加權限；灰色為部門已授予的權限'],
  ['dept.grantAll', '全选', 'Tick all', 'เลือกทั้งหมด', '全選'],
  ['dept.grantNone', '全不选', 'Untick all', 'ไม่เลือกทั้งหมด', '全不選'],
  ['dept.roleName', '角色名称', 'Role name', 'ชื่อบทบาท', '角色名稱'],
  ['dept.roleCode', '角色编码', 'Role code', 'รหัสบทบาท', '角色編碼'],
  ['dept.addRole', '新增部门角色', 'Add a department role', 'เพิ่มบทบาทของแผนก', '新增部門角色'],
  ['dept.editRole', '编辑部门角色', 'Edit the department role', 'แก้ไขบทบาทของแผนก', '編輯部門角色'],
  ['dept.rolePermissions', '角色权限', 'Role permissions', 'สิทธิ์ของบทบาท', '角色權限'],
  ['dept.roleUsers', '角色用户', 'Role users', 'ผู้ใช้ของบทบาท', '角色使用者'],
  ['dept.roleUsersOf', '“{{name}}”的用户（本部门用户）', 'Users of "{{name}}" (users of the department)', 'ผู้ใช้ของ "{{name}}" (ผู้ใช้ในแผนก)', '「{{name}}」的使用者（本部門使用者）'],
  ['dept.rolePermissionsOf', '“{{name}}”的权限', 'Permissions of "{{name}}"', 'สิทธิ์ของ "{{name}}"', '「{{name}}」的權限'],
  // The user form's extras and proxy entries.
  ['user.positions', '职务', 'Positions', 'ตำแหน่ง', '職務'],
  ['user.jobs', '岗位', 'Jobs', 'งาน', '崗位'],
  ['user.tags', '标签', 'Tags', 'แท็ก', '標籤'],
  ['user.divisions', '事业部', 'Divisions', 'หน่วยธุรกิจ', '事業部'],
  ['proxy.title', '代理关系', 'Proxy entries', 'ความสัมพันธ์ตัวแทน', '代理關係'],
  ['proxy.saveFirst', '保存为代理用户后可维护代理关系', 'Save the user as a proxy user to give proxy entries', 'บันทึกผู้ใช้เป็นผู้ใช้ตัวแทนก่อนจึงจะกำหนดความสัมพันธ์ตัวแทนได้', '儲存為代理使用者後可維護代理關係'],
  ['proxy.compCode', '企业海关编码', 'Company code', 'รหัสบริษัท', '企業海關編碼'],
  ['proxy.compName', '企业名称', 'Company', 'บริษัท', '企業名稱'],
  ['proxy.proxyType', '代理类型', 'Proxy type', 'ประเภทตัวแทน', '代理類型'],
  ['proxy.type.forwarder', '货代', 'Freight forwarder', 'ตัวแทนขนส่งสินค้า', '貨代'],
  ['proxy.type.broker', '报关行', 'Customs broker', 'ตัวแทนออกของ', '報關行'],
  ['proxy.type.supplier', '供应商', 'Supplier', 'ผู้จัดหา', '供應商'],
  ['proxy.type.businessUnit', '经营单位', 'Business unit', 'หน่วยธุรกิจผู้ประกอบการ', '經營單位'],
  ['proxy.proxyCode', '代理编码', 'Proxy code', 'รหัสตัวแทน', '代理編碼'],
  ['proxy.forwarderCode', '货代编码', 'Forwarder code', 'รหัสตัวแทนขนส่ง', '貨代編碼'],
  ['proxy.brokerCode', '报关行编码', 'Broker code', 'รหัสตัวแทนออกของ', '報關行編碼'],
  ['proxy.customsCode', '海关编码', 'Customs code', 'รหัสศุลกากร', '海關編碼'],
  ['proxy.oneCodeRequired', '货代编码、报关行编码、海关编码至少填写一项', 'Give at least one of the forwarder, broker or customs code', 'กรุณาระบุรหัสตัวแทนขนส่ง รหัสตัวแทนออกของ หรือรหัสศุลกากรอย่างน้อยหนึ่งรายการ', '貨代編碼、報關行編碼、海關編碼至少填寫一項'],
  ['proxy.compCodePattern', '企业海关编码为 10 位字母或数字', 'A company code has 10 letters or digits', 'รหัสบริษัทต้องเป็นตัวอักษรหรือตัวเลข 10 ตัว', '企業海關編碼為 10 位字母或數字'],
  ['proxy.add', '新增代理关系', 'Add a proxy entry', 'เพิ่มความสัมพันธ์ตัวแทน', '新增代理關係'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The organisation extras' console texts per language. */
export const orgConsolePageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`orgConsole.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
