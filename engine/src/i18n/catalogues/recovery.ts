import type { Catalogue } from '../types';

/**
 * Messages of forgotten-password recovery and of the registration alteration (issue 4). No
 * answer says whether an account or a mailbox exists: the spec's "account or email does not
 * exist" is part of the one answer every failed reset gets.
 */
export const recoveryCatalogue: Catalogue = {
  zh_CN: {
    'recovery/code-sent': '如果账号与邮箱匹配，重置验证码已发送到该邮箱，{0} 分钟内有效',
    'recovery/code-invalid': '验证码错误或已失效，或账号或邮箱不存在',
    'recovery/mail-title': '密码重置验证码',
    'recovery/mail-text': '您的密码重置验证码为 {0}，{1} 分钟内有效。如果不是您本人操作，请忽略本邮件。',
    'recovery/password-set': '密码已重置，请重新登录',
    'alteration/not-registered-company': '只有注册企业的账号才能变更注册信息',
    'alteration/done': '注册信息已变更',
  },
  en_US: {
    'recovery/code-sent': 'If the account and mailbox match, a reset code has been sent to that mailbox; it is valid for {0} minutes',
    'recovery/code-invalid': 'The code is wrong or no longer valid, or the account or email does not exist',
    'recovery/mail-title': 'Password reset code',
    'recovery/mail-text': 'Your password reset code is {0}. It is valid for {1} minutes. If you did not ask for it, ignore this message.',
    'recovery/password-set': 'Your password has been reset; please log in again',
    'alteration/not-registered-company': 'Only the account that registered a company can change its registration details',
    'alteration/done': 'The registration details have been changed',
  },
  th_TH: {
    'recovery/code-sent': 'หากบัญชีและอีเมลตรงกัน รหัสสำหรับตั้งรหัสผ่านใหม่ได้ถูกส่งไปยังอีเมลนั้นแล้ว ใช้ได้ภายใน {0} นาที',
    'recovery/code-invalid': 'รหัสไม่ถูกต้องหรือหมดอายุ หรือไม่มีบัญชีหรืออีเมลนี้',
    'recovery/mail-title': 'รหัสสำหรับตั้งรหัสผ่านใหม่',
    'recovery/mail-text': 'รหัสสำหรับตั้งรหัสผ่านใหม่ของคุณคือ {0} ใช้ได้ภายใน {1} นาที หากคุณไม่ได้ร้องขอ โปรดเพิกเฉยต่ออีเมลนี้',
    'recovery/password-set': 'ตั้งรหัสผ่านใหม่แล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
    'alteration/not-registered-company': 'เฉพาะบัญชีที่ลงทะเบียนบริษัทเท่านั้นที่เปลี่ยนข้อมูลการลงทะเบียนได้',
    'alteration/done': 'เปลี่ยนข้อมูลการลงทะเบียนแล้ว',
  },
  zh_TW: {
    'recovery/code-sent': '如果帳號與電子郵件相符，重設驗證碼已寄到該信箱，{0} 分鐘內有效',
    'recovery/code-invalid': '驗證碼錯誤或已失效，或帳號或電子郵件不存在',
    'recovery/mail-title': '密碼重設驗證碼',
    'recovery/mail-text': '您的密碼重設驗證碼為 {0}，{1} 分鐘內有效。如果不是您本人操作，請忽略本郵件。',
    'recovery/password-set': '密碼已重設，請重新登入',
    'alteration/not-registered-company': '只有註冊企業的帳號才能變更註冊資訊',
    'alteration/done': '註冊資訊已變更',
  },
};
