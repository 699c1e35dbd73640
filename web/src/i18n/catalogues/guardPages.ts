import { appLanguages, type AppLanguage } from '../languages';

// The entry guard pages' texts (keys `entryGuard.*`), one row per key: zh_CN, en_US, th_TH, zh_TW.
// They travel with the guard pages' lazy chunk (`routes/guards/guardTexts.ts`), not the login route.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['entryGuard.signingIn', '正在登录，请稍候…', 'Signing you in…', 'กำลังเข้าสู่ระบบ โปรดรอสักครู่…', '正在登入，請稍候…'],
  ['entryGuard.failedTitle', '无法登录', 'Could not sign you in', 'ไม่สามารถเข้าสู่ระบบได้', '無法登入'],
  [
    'entryGuard.failedDetail',
    '链接无效、已使用或已过期，请从原系统重新进入，或直接登录。',
    'The link is invalid, already used or expired. Open it again from the system you came from, or log in.',
    'ลิงก์ไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุ โปรดเปิดอีกครั้งจากระบบต้นทาง หรือเข้าสู่ระบบโดยตรง',
    '連結無效、已使用或已過期，請從原系統重新進入，或直接登入。',
  ],
  ['entryGuard.toLogin', '返回登录', 'Back to login', 'กลับไปหน้าเข้าสู่ระบบ', '返回登入'],
  ['entryGuard.chooseDepartment', '请选择要进入的部门', 'Choose the department to work in', 'โปรดเลือกแผนกที่จะเข้าใช้งาน', '請選擇要進入的部門'],
  ['entryGuard.password.title', '修改密码', 'Change your password', 'เปลี่ยนรหัสผ่าน', '修改密碼'],
  [
    'entryGuard.password.reason',
    '您的密码需要修改（已过期、即将过期或由管理员重置），修改后才能继续。',
    'Your password must be changed (expired, about to expire, or reset by an administrator) before you go on.',
    'ต้องเปลี่ยนรหัสผ่านของคุณ (หมดอายุ ใกล้หมดอายุ หรือผู้ดูแลระบบรีเซ็ต) ก่อนดำเนินการต่อ',
    '您的密碼需要修改（已過期、即將過期或由管理員重設），修改後才能繼續。',
  ],
  ['entryGuard.password.submit', '修改并继续', 'Change and continue', 'เปลี่ยนและดำเนินการต่อ', '修改並繼續'],
  ['entryGuard.password.logout', '退出登录', 'Log out', 'ออกจากระบบ', '登出'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The guard pages' texts per language. */
export const guardPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
