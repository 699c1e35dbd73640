import type { Catalogue } from '../types';

/**
 * Messages of phone login, visitor and password-free entries and the usage logs (issue 4).
 * Failure messages never say whether a phone number or an account exists.
 */
export const identityCatalogue: Catalogue = {
  zh_CN: {
    'identity/sms-sent': '如果该手机号已注册，验证码已发送',
    'identity/sms-login-title': '登录验证码',
    'identity/sms-login-text': '您的登录验证码为 {0}，{1} 分钟内有效。请勿泄露给他人。',
    'identity/sms-code-invalid': '验证码错误或已失效',
    'identity/visitor-token-invalid': '访客链接无效或已过期',
    'identity/entry-token-invalid': '登录链接无效、已过期或已使用',
    'identity/event-too-large': '埋点事件过大，最多 {0} 个字符',
    'identity/batch-too-large': '埋点数据过大，最多 {0} 个字符',
    'identity/nul-character': '文本不能包含空字符',
  },
  en_US: {
    'identity/sms-sent': 'If the number is registered, a verification code has been sent',
    'identity/sms-login-title': 'Login verification code',
    'identity/sms-login-text': 'Your login code is {0}. It is valid for {1} minutes. Do not share it.',
    'identity/sms-code-invalid': 'The verification code is wrong or no longer valid',
    'identity/visitor-token-invalid': 'The visitor link is invalid or has expired',
    'identity/entry-token-invalid': 'The login link is invalid, expired or already used',
    'identity/event-too-large': 'The tracking event is too large (at most {0} characters)',
    'identity/batch-too-large': 'The tracking batch is too large (at most {0} characters)',
    'identity/nul-character': 'Text may not contain NUL characters',
  },
  th_TH: {
    'identity/sms-sent': 'หากหมายเลขนี้ลงทะเบียนไว้ ระบบได้ส่งรหัสยืนยันแล้ว',
    'identity/sms-login-title': 'รหัสยืนยันการเข้าสู่ระบบ',
    'identity/sms-login-text': 'รหัสเข้าสู่ระบบของคุณคือ {0} ใช้ได้ภายใน {1} นาที ห้ามเปิดเผยแก่ผู้อื่น',
    'identity/sms-code-invalid': 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
    'identity/visitor-token-invalid': 'ลิงก์ผู้เยี่ยมชมไม่ถูกต้องหรือหมดอายุแล้ว',
    'identity/entry-token-invalid': 'ลิงก์เข้าสู่ระบบไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว',
    'identity/event-too-large': 'เหตุการณ์ติดตามมีขนาดใหญ่เกินไป (ไม่เกิน {0} ตัวอักษร)',
    'identity/batch-too-large': 'ชุดข้อมูลติดตามมีขนาดใหญ่เกินไป (ไม่เกิน {0} ตัวอักษร)',
    'identity/nul-character': 'ข้อความต้องไม่มีอักขระ NUL',
  },
  zh_TW: {
    'identity/sms-sent': '如果該手機號碼已註冊，驗證碼已發送',
    'identity/sms-login-title': '登入驗證碼',
    'identity/sms-login-text': '您的登入驗證碼為 {0}，{1} 分鐘內有效。請勿洩露給他人。',
    'identity/sms-code-invalid': '驗證碼錯誤或已失效',
    'identity/visitor-token-invalid': '訪客連結無效或已過期',
    'identity/entry-token-invalid': '登入連結無效、已過期或已使用',
    'identity/event-too-large': '埋點事件過大，最多 {0} 個字元',
    'identity/batch-too-large': '埋點資料過大，最多 {0} 個字元',
    'identity/nul-character': '文字不能包含空字元',
  },
};
