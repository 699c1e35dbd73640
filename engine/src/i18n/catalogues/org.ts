import type { Catalogue } from '../types';

/** Messages of the organisation tree (spec §5, §8). */
export const orgCatalogue: Catalogue = {
  zh_CN: {
    'org/code-exists': '机构编码 {0} 已存在',
    'org/invalid-ip': '{0} 不是有效的 IP 地址或网段',
    'org/alert-after-expiry': '提醒天数不能大于过期天数',
    'org/parent-cycle': '上级机构不能是自身或其下级',
    'org/last-root': '不能删除最后一个根节点',
    'org/has-children': '请先删除下级机构',
    'org/has-users': '该机构下还有用户，不能删除',
  },
  en_US: {
    'org/code-exists': 'The organisation code {0} already exists',
    'org/invalid-ip': '{0} is not a valid IP address or range',
    'org/alert-after-expiry': 'The alert days cannot exceed the expiry days',
    'org/parent-cycle': 'An organisation cannot sit under itself or one of its own sub-organisations',
    'org/last-root': 'Cannot delete the last root node',
    'org/has-children': 'Delete its sub-organisations first',
    'org/has-users': 'The organisation still has users and cannot be deleted',
  },
  th_TH: {
    'org/code-exists': 'รหัสหน่วยงาน {0} มีอยู่แล้ว',
    'org/invalid-ip': '{0} ไม่ใช่ที่อยู่ IP หรือช่วงที่ถูกต้อง',
    'org/alert-after-expiry': 'จำนวนวันแจ้งเตือนต้องไม่มากกว่าจำนวนวันหมดอายุ',
    'org/parent-cycle': 'หน่วยงานไม่สามารถอยู่ภายใต้ตัวเองหรือหน่วยงานย่อยของตัวเอง',
    'org/last-root': 'ไม่สามารถลบโหนดรากสุดท้ายได้',
    'org/has-children': 'กรุณาลบหน่วยงานย่อยก่อน',
    'org/has-users': 'หน่วยงานนี้ยังมีผู้ใช้ จึงลบไม่ได้',
  },
  zh_TW: {
    'org/code-exists': '機構編碼 {0} 已存在',
    'org/invalid-ip': '{0} 不是有效的 IP 位址或網段',
    'org/alert-after-expiry': '提醒天數不能大於過期天數',
    'org/parent-cycle': '上級機構不能是自身或其下級',
    'org/last-root': '不能刪除最後一個根節點',
    'org/has-children': '請先刪除下級機構',
    'org/has-users': '該機構下還有使用者，不能刪除',
  },
};
