import { appLanguages, type AppLanguage } from '../languages';

// The login family's texts (keys `loginFamily.*`): the login page's method switch, links and SSO
// entries, phone login, registration and its result, alteration, forgot password and the SSO
// return pages. One row per key: zh_CN, en_US, th_TH, zh_TW. They travel with those lazy chunks
// (pages/login/useLoginFamilyTexts.ts), not with the login route's first load.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['required', '不能为空', 'Required', 'ต้องระบุ', '不能為空'],
  ['toLogin', '返回登录', 'Back to login', 'กลับไปเข้าสู่ระบบ', '返回登入'],
  // The login page.
  ['method.password', '账号密码', 'Account', 'บัญชีและรหัสผ่าน', '帳號密碼'],
  ['method.phone', '手机验证码', 'Phone code', 'รหัสทางโทรศัพท์', '手機驗證碼'],
  ['link.register', '注册企业', 'Register a company', 'ลงทะเบียนบริษัท', '註冊企業'],
  ['link.forgotPassword', '忘记密码', 'Forgot password', 'ลืมรหัสผ่าน', '忘記密碼'],
  ['link.alteration', '变更注册信息', 'Change registration', 'เปลี่ยนข้อมูลการลงทะเบียน', '變更註冊資訊'],
  ['sso.title', '其他登录方式', 'Other ways to log in', 'วิธีเข้าสู่ระบบอื่น', '其他登入方式'],
  ['sso.loginWith', '使用 {{name}} 登录', 'Log in with {{name}}', 'เข้าสู่ระบบด้วย {{name}}', '使用 {{name}} 登入'],
  ['sso.inProgress', '正在完成单点登录…', 'Completing single sign-on…', 'กำลังเข้าสู่ระบบแบบครั้งเดียว…', '正在完成單一登入…'],
  ['sso.noCode', '身份提供方没有返回授权码', 'The identity provider returned no code', 'ผู้ให้บริการยืนยันตัวตนไม่ได้ส่งรหัสกลับมา', '身分提供者沒有傳回授權碼'],
  ['sso.noTicket', '缺少单点登录参数', 'The single sign-on parameters are missing', 'ไม่มีพารามิเตอร์ของการเข้าสู่ระบบแบบครั้งเดียว', '缺少單一登入參數'],
  ['sso.retry', '重新登录', 'Try again', 'ลองอีกครั้ง', '重新登入'],
  // Phone login.
  ['phone.mobile', '手机号', 'Mobile number', 'หมายเลขโทรศัพท์มือถือ', '手機號碼'],
  ['phone.mobileInvalid', '请输入 11 位手机号', 'Enter an 11-digit mobile number', 'กรอกหมายเลขโทรศัพท์ 11 หลัก', '請輸入 11 位手機號碼'],
  ['phone.code', '短信验证码', 'SMS code', 'รหัส SMS', '簡訊驗證碼'],
  ['phone.codeInvalid', '请输入短信中的 6 位验证码', 'Enter the 6-digit code from the SMS', 'กรอกรหัส 6 หลักจาก SMS', '請輸入簡訊中的 6 位驗證碼'],
  ['phone.send', '获取验证码', 'Send code', 'ส่งรหัส', '取得驗證碼'],
  ['phone.resendIn', '{{seconds}} 秒后重新获取', 'Resend in {{seconds}} s', 'ส่งใหม่ได้ใน {{seconds}} วินาที', '{{seconds}} 秒後重新取得'],
  ['phone.submit', '登录', 'Log in', 'เข้าสู่ระบบ', '登入'],
  // Registration.
  ['register.title', '企业注册', 'Company registration', 'ลงทะเบียนบริษัท', '企業註冊'],
  ['register.company', '企业信息', 'Company', 'ข้อมูลบริษัท', '企業資訊'],
  ['register.account', '账号信息', 'Account', 'ข้อมูลบัญชี', '帳號資訊'],
  ['register.tenantCode', '租户代码', 'Tenant code', 'รหัสผู้เช่า', '租戶代碼'],
  ['register.username', '用户名', 'Username', 'ชื่อผู้ใช้', '使用者名稱'],
  ['register.password', '密码', 'Password', 'รหัสผ่าน', '密碼'],
  ['register.confirmPassword', '确认密码', 'Confirm password', 'ยืนยันรหัสผ่าน', '確認密碼'],
  ['register.passwordHint', '8–30 位，至少包含大写字母、小写字母、数字、特殊字符中的三种', '8–30 characters with at least three of: upper case, lower case, digit, special character', '8–30 ตัวอักษร มีอย่างน้อยสามอย่างจาก: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข อักขระพิเศษ', '8–30 位，至少包含大寫字母、小寫字母、數字、特殊字元中的三種'],
  ['register.realname', '真实姓名', 'Real name', 'ชื่อจริง', '真實姓名'],
  ['register.phone', '手机号', 'Mobile number', 'หมายเลขโทรศัพท์มือถือ', '手機號碼'],
  ['register.email', '邮箱', 'Email', 'อีเมล', '電子郵件'],
  ['register.companyName', '企业名称', 'Company name', 'ชื่อบริษัท', '企業名稱'],
  ['register.compCode', '海关编码（10 位）', 'Customs code (10 characters)', 'รหัสศุลกากร (10 ตัว)', '海關編碼（10 位）'],
  ['register.socialCreditCode', '统一社会信用代码（18 位）', 'Social credit code (18 characters)', 'รหัสเครดิตทางสังคม (18 ตัว)', '統一社會信用代碼（18 位）'],
  ['register.workNo', '工号', 'Work number', 'รหัสพนักงาน', '工號'],
  ['register.domain', '企业域名', 'Company domain', 'โดเมนของบริษัท', '企業網域'],
  ['register.proxyType', '企业类型', 'Company type', 'ประเภทบริษัท', '企業類型'],
  ['register.proxy.none', '普通企业', 'Ordinary company', 'บริษัททั่วไป', '一般企業'],
  ['register.proxy.freightForwarder', '货代', 'Freight forwarder', 'ตัวแทนขนส่งสินค้า', '貨代'],
  ['register.proxy.customsBroker', '报关行', 'Customs broker', 'ตัวแทนออกของ', '報關行'],
  ['register.proxy.supplier', '供应商', 'Supplier', 'ซัพพลายเออร์', '供應商'],
  ['register.proxy.businessUnit', '经营单位', 'Business unit', 'หน่วยธุรกิจ', '經營單位'],
  ['register.brokerRefused', '报关行不能自行注册，请联系平台管理员开通', 'Customs brokers cannot register themselves; please ask the platform administrator', 'ตัวแทนออกของไม่สามารถลงทะเบียนเองได้ กรุณาติดต่อผู้ดูแลแพลตฟอร์ม', '報關行不能自行註冊，請聯絡平台管理員開通'],
  ['register.submit', '注册', 'Register', 'ลงทะเบียน', '註冊'],
  ['register.failed', '注册失败', 'Registration failed', 'ลงทะเบียนไม่สำเร็จ', '註冊失敗'],
  ['register.haveAccount', '已有账号？去登录', 'Have an account? Log in', 'มีบัญชีแล้ว? เข้าสู่ระบบ', '已有帳號？去登入'],
  // Registration result.
  ['result.title', '注册成功', 'Registration complete', 'ลงทะเบียนสำเร็จ', '註冊成功'],
  ['result.description', '企业“{{companyName}}”已注册，账号 {{username}} 现在可以登录', 'The company "{{companyName}}" is registered; the account {{username}} can log in now', 'ลงทะเบียนบริษัท "{{companyName}}" แล้ว บัญชี {{username}} เข้าสู่ระบบได้ทันที', '企業「{{companyName}}」已註冊，帳號 {{username}} 現在可以登入'],
  ['result.empty', '本次访问没有注册结果', 'Nothing was registered in this visit', 'ไม่มีผลการลงทะเบียนในการเข้าชมครั้งนี้', '本次造訪沒有註冊結果'],
  ['result.toLogin', '去登录', 'Log in', 'เข้าสู่ระบบ', '去登入'],
  ['result.toRegister', '去注册', 'Register', 'ลงทะเบียน', '去註冊'],
  // Alteration.
  ['alteration.title', '变更注册信息', 'Change registration details', 'เปลี่ยนข้อมูลการลงทะเบียน', '變更註冊資訊'],
  ['alteration.note', '注册企业的账号持有人用账号和密码证明身份后，可以变更企业名称、海关编码、统一社会信用代码和联系方式', 'The account holder of a registered company proves who they are with username and password, then changes the company name, codes and contact details', 'ผู้ถือบัญชีของบริษัทที่ลงทะเบียนยืนยันตัวตนด้วยชื่อผู้ใช้และรหัสผ่าน แล้วเปลี่ยนชื่อบริษัท รหัส และข้อมูลติดต่อได้', '註冊企業的帳號持有人以帳號和密碼證明身分後，可以變更企業名稱、海關編碼、統一社會信用代碼和聯絡方式'],
  ['alteration.identity', '身份验证', 'Who you are', 'ยืนยันตัวตน', '身分驗證'],
  ['alteration.details', '新的注册信息', 'New registration details', 'ข้อมูลการลงทะเบียนใหม่', '新的註冊資訊'],
  ['alteration.submit', '提交变更', 'Submit the change', 'ส่งการเปลี่ยนแปลง', '提交變更'],
  ['alteration.done', '注册信息已变更', 'The registration details have been changed', 'เปลี่ยนข้อมูลการลงทะเบียนแล้ว', '註冊資訊已變更'],
  // Forgot password.
  ['forgot.title', '找回密码', 'Reset your password', 'ตั้งรหัสผ่านใหม่', '找回密碼'],
  ['forgot.intro', '输入账号和账号绑定的邮箱，我们会把验证码发送到该邮箱', 'Enter your account and the email on it; the code goes to that mailbox', 'กรอกบัญชีและอีเมลของบัญชี เราจะส่งรหัสไปยังอีเมลนั้น', '輸入帳號和帳號綁定的電子郵件，我們會把驗證碼寄到該信箱'],
  ['forgot.username', '账号', 'Account', 'บัญชี', '帳號'],
  ['forgot.email', '邮箱', 'Email', 'อีเมล', '電子郵件'],
  ['forgot.send', '发送验证码', 'Send the code', 'ส่งรหัส', '寄送驗證碼'],
  ['forgot.sendAgainIn', '{{seconds}} 秒后可重新发送', 'Send again in {{seconds}} s', 'ส่งอีกครั้งได้ใน {{seconds}} วินาที', '{{seconds}} 秒後可重新寄送'],
  ['forgot.sendAgain', '重新发送', 'Send again', 'ส่งอีกครั้ง', '重新寄送'],
  ['forgot.code', '邮件验证码', 'Code from the email', 'รหัสจากอีเมล', '郵件驗證碼'],
  ['forgot.newPassword', '新密码', 'New password', 'รหัสผ่านใหม่', '新密碼'],
  ['forgot.confirmPassword', '确认新密码', 'Confirm the new password', 'ยืนยันรหัสผ่านใหม่', '確認新密碼'],
  ['forgot.submit', '重置密码', 'Reset the password', 'ตั้งรหัสผ่านใหม่', '重設密碼'],
  ['forgot.done', '密码已重置，请用新密码登录', 'Your password has been reset; log in with the new one', 'ตั้งรหัสผ่านใหม่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่', '密碼已重設，請用新密碼登入'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The login family's UI texts per language. */
export const loginFamilyPageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`loginFamily.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
