import { appLanguages, type AppLanguage } from '../languages';

// The SSO configuration console's texts (keys `ssoConsole.*`), the platform operator's page. One row
// per key: zh_CN, en_US, th_TH, zh_TW. They travel with that lazy page (pages/console/sso/useSsoConsole.ts).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['ssoKey', 'ssoKey', 'ssoKey', 'ssoKey', 'ssoKey'],
  ['type', '类型', 'Type', 'ประเภท', '類型'],
  ['tenantCode', '租户编码', 'Tenant code', 'รหัสผู้เช่า', '租戶編碼'],
  ['displayName', '登录按钮名称', 'Login button name', 'ชื่อปุ่มเข้าสู่ระบบ', '登入按鈕名稱'],
  ['displayNameHint', '各语言的登录按钮文字；留空的语言显示中文名称，全部留空显示 ssoKey', 'The login button\'s text per language; a blank language shows the Chinese name, all blank shows the ssoKey', 'ข้อความบนปุ่มเข้าสู่ระบบในแต่ละภาษา ภาษาที่เว้นว่างจะแสดงชื่อภาษาจีน หากเว้นว่างทั้งหมดจะแสดง ssoKey', '各語言的登入按鈕文字；留空的語言顯示中文名稱，全部留空顯示 ssoKey'],
  ['address', '地址', 'Address', 'ที่อยู่', '位址'],
  ['issuer', 'OpenID 签发者（issuer）', 'OpenID issuer', 'OpenID issuer', 'OpenID 簽發者（issuer）'],
  ['clientId', '客户端 ID', 'Client ID', 'Client ID', '用戶端 ID'],
  ['clientSecret', '客户端密钥', 'Client secret', 'Client secret', '用戶端密鑰'],
  ['clientSecretKept', '已保存；留空则保持不变', 'Saved; leave blank to keep it', 'บันทึกไว้แล้ว เว้นว่างไว้เพื่อคงค่าเดิม', '已儲存；留空則保持不變'],
  ['scope', 'scope', 'Scope', 'Scope', 'scope'],
  ['redirectUri', '回调地址', 'Redirect URI', 'Redirect URI', '回呼位址'],
  ['usernameClaim', '用户名声明', 'Username claim', 'Claim ของชื่อผู้ใช้', '使用者名稱宣告'],
  ['logout', '退出地址', 'Logout URL', 'URL ออกจากระบบ', '登出位址'],
  ['casUrl', 'CAS 服务器地址', 'CAS server URL', 'URL ของเซิร์ฟเวอร์ CAS', 'CAS 伺服器位址'],
  ['serviceUrl', 'CAS 服务地址（service）', 'CAS service URL', 'URL ของบริการ CAS', 'CAS 服務位址（service）'],
  ['loginName', '用户名属性', 'Username attribute', 'แอตทริบิวต์ชื่อผู้ใช้', '使用者名稱屬性'],
  ['addTitle', '新增单点登录配置', 'Add an SSO configuration', 'เพิ่มการกำหนดค่า SSO', '新增單一登入設定'],
  ['editTitle', '编辑单点登录配置', 'Edit the SSO configuration', 'แก้ไขการกำหนดค่า SSO', '編輯單一登入設定'],
  ['test', '测试连接', 'Test connection', 'ทดสอบการเชื่อมต่อ', '測試連線'],
  ['testing', '正在测试连接…', 'Testing the connection…', 'กำลังทดสอบการเชื่อมต่อ…', '正在測試連線…'],
  ['deleteConfirm', '删除单点登录配置 {{ssoKey}} 及其关联的外部账号？', 'Delete the SSO configuration {{ssoKey}} with its linked external accounts?', 'ลบการกำหนดค่า SSO {{ssoKey}} พร้อมบัญชีภายนอกที่เชื่อมโยงหรือไม่', '刪除單一登入設定 {{ssoKey}} 及其連結的外部帳號？'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The SSO configuration console's UI texts per language. */
export const ssoConsolePageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`ssoConsole.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
