import type { Catalogue } from '../types';

/**
 * Messages of the organisation extras: positions, jobs, tags, divisions, department and
 * department-role permissions, group-role permissions and proxy entries (spec §5, §8).
 */
export const orgExtrasCatalogue: Catalogue = {
  zh_CN: {
    'orgExtras/code-exists': '编码 {0} 已存在',
    'division/not-enabled': '当前租户未启用事业部',
    'division/not-member': '您不属于该事业部',
    'proxy/not-enabled': '当前租户未启用代理',
    'proxy/comp-or-user-not-exist': '代理企业或用户不存在',
    'proxy/type-exists': '同一企业不能重复设置同一代理类型',
    'proxy/code-required': '货代编码、报关行编码、海关编码至少填写一项',
    'deptRole/code-exists': '部门角色编码 {0} 已存在',
    'deptRole/user-not-in-department': '用户 {0} 不属于该部门',
    'groupRole/not-a-group': '{0} 不是顶级菜单（应用分组）',
    'groupRole/permission-outside-group': '权限 {0} 不在该分组内',
  },
  en_US: {
    'orgExtras/code-exists': 'The code {0} already exists',
    'division/not-enabled': 'Divisions are not enabled for this tenant',
    'division/not-member': 'You do not belong to that division',
    'proxy/not-enabled': 'Proxies are not enabled for this tenant',
    'proxy/comp-or-user-not-exist': 'Proxy company or user does not exist',
    'proxy/type-exists': 'The same proxy type cannot be given twice for one enterprise',
    'proxy/code-required': 'Give at least one of the forwarder, broker or customs code',
    'deptRole/code-exists': 'The department role code {0} already exists',
    'deptRole/user-not-in-department': 'User {0} does not belong to the department',
    'groupRole/not-a-group': '{0} is not a top-level menu (app group)',
    'groupRole/permission-outside-group': 'Permission {0} is not in the group',
  },
  th_TH: {
    'orgExtras/code-exists': 'รหัส {0} มีอยู่แล้ว',
    'division/not-enabled': 'ผู้เช่านี้ไม่ได้เปิดใช้หน่วยธุรกิจ',
    'division/not-member': 'คุณไม่ได้อยู่ในหน่วยธุรกิจนั้น',
    'proxy/not-enabled': 'ผู้เช่านี้ไม่ได้เปิดใช้ตัวแทน',
    'proxy/comp-or-user-not-exist': 'ไม่พบบริษัทตัวแทนหรือผู้ใช้',
    'proxy/type-exists': 'ไม่สามารถกำหนดประเภทตัวแทนเดียวกันซ้ำสำหรับบริษัทเดียวกัน',
    'proxy/code-required': 'กรุณาระบุรหัสตัวแทนขนส่ง รหัสตัวแทนออกของ หรือรหัสศุลกากรอย่างน้อยหนึ่งรายการ',
    'deptRole/code-exists': 'รหัสบทบาทแผนก {0} มีอยู่แล้ว',
    'deptRole/user-not-in-department': 'ผู้ใช้ {0} ไม่ได้อยู่ในแผนกนี้',
    'groupRole/not-a-group': '{0} ไม่ใช่เมนูระดับบนสุด (กลุ่มแอป)',
    'groupRole/permission-outside-group': 'สิทธิ์ {0} ไม่อยู่ในกลุ่มนี้',
  },
  zh_TW: {
    'orgExtras/code-exists': '編碼 {0} 已存在',
    'division/not-enabled': '目前租戶未啟用事業部',
    'division/not-member': '您不屬於該事業部',
    'proxy/not-enabled': '目前租戶未啟用代理',
    'proxy/comp-or-user-not-exist': '代理企業或使用者不存在',
    'proxy/type-exists': '同一企業不能重複設定同一代理類型',
    'proxy/code-required': '貨代編碼、報關行編碼、海關編碼至少填寫一項',
    'deptRole/code-exists': '部門角色編碼 {0} 已存在',
    'deptRole/user-not-in-department': '使用者 {0} 不屬於該部門',
    'groupRole/not-a-group': '{0} 不是頂層選單（應用分組）',
    'groupRole/permission-outside-group': '權限 {0} 不在該分組內',
  },
};
