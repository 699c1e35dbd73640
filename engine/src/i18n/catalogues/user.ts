import type { Catalogue } from '../types';

/** Messages of user administration (spec §5, §8). */
export const userCatalogue: Catalogue = {
  zh_CN: { 'user/admin-cannot-be-frozen': '管理员账号不能冻结', 'user/admin-cannot-be-deleted': '管理员账号不能删除', 'user/cannot-delete-self': '不能删除自己', 'user/vcode-needs-phone': '开启短信验证码登录需要先填写手机号' },
  en_US: { 'user/admin-cannot-be-frozen': 'The admin account cannot be frozen', 'user/admin-cannot-be-deleted': 'The admin account cannot be deleted', 'user/cannot-delete-self': 'You cannot delete yourself', 'user/vcode-needs-phone': 'The SMS code login step needs the user\'s phone number' },
  th_TH: { 'user/admin-cannot-be-frozen': 'ไม่สามารถระงับบัญชีผู้ดูแลระบบได้', 'user/admin-cannot-be-deleted': 'ไม่สามารถลบบัญชีผู้ดูแลระบบได้', 'user/cannot-delete-self': 'ไม่สามารถลบตัวเองได้', 'user/vcode-needs-phone': 'การเปิดใช้รหัส SMS ตอนเข้าสู่ระบบต้องมีหมายเลขโทรศัพท์ของผู้ใช้' },
  zh_TW: { 'user/admin-cannot-be-frozen': '管理員帳號不能凍結', 'user/admin-cannot-be-deleted': '管理員帳號不能刪除', 'user/cannot-delete-self': '不能刪除自己', 'user/vcode-needs-phone': '開啟簡訊驗證碼登入需要先填寫手機號碼' },
};
