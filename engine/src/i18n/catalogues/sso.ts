import type { Catalogue } from '../types';

/** Messages of single sign-on (OAuth2/OpenID Connect and CAS logins, SSO configurations; spec §4, §8). */
export const ssoCatalogue: Catalogue = {
  zh_CN: {
    'sso/not-configured': 'ssoKey 未配置',
    'sso/incomplete': '单点登录配置不完整',
    'sso/wrong-type': '该单点登录配置不是 {0} 类型',
    'sso/login-failed': '单点登录失败',
    'sso/attempt-expired': '登录请求已过期或已使用，请重新登录',
    'sso/unknown-identity': '该外部账号未关联本系统用户，请联系管理员',
    'sso/provider-unreachable': '无法连接身份提供方',
    'sso/invalid-url': '{0} 不是可接受的 http(s) 地址',
  },
  en_US: {
    'sso/not-configured': 'ssoKey not configured',
    'sso/incomplete': 'SSO configuration incomplete',
    'sso/wrong-type': 'This SSO configuration is not of type {0}',
    'sso/login-failed': 'Single sign-on failed',
    'sso/attempt-expired': 'The sign-in request has expired or was already used; please sign in again',
    'sso/unknown-identity': 'This external account is not linked to a user here; please contact your administrator',
    'sso/provider-unreachable': 'The identity provider could not be reached',
    'sso/invalid-url': '{0} is not an acceptable http(s) address',
  },
  th_TH: {
    'sso/not-configured': 'ยังไม่ได้กำหนดค่า ssoKey',
    'sso/incomplete': 'การกำหนดค่า SSO ไม่สมบูรณ์',
    'sso/wrong-type': 'การกำหนดค่า SSO นี้ไม่ใช่ประเภท {0}',
    'sso/login-failed': 'การเข้าสู่ระบบแบบ SSO ไม่สำเร็จ',
    'sso/attempt-expired': 'คำขอเข้าสู่ระบบหมดอายุหรือถูกใช้ไปแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
    'sso/unknown-identity': 'บัญชีภายนอกนี้ยังไม่ได้เชื่อมโยงกับผู้ใช้ในระบบ กรุณาติดต่อผู้ดูแลระบบ',
    'sso/provider-unreachable': 'ไม่สามารถเชื่อมต่อผู้ให้บริการยืนยันตัวตนได้',
    'sso/invalid-url': '{0} ไม่ใช่ที่อยู่ http(s) ที่ยอมรับได้',
  },
  zh_TW: {
    'sso/not-configured': 'ssoKey 未設定',
    'sso/incomplete': '單一登入設定不完整',
    'sso/wrong-type': '此單一登入設定不是 {0} 類型',
    'sso/login-failed': '單一登入失敗',
    'sso/attempt-expired': '登入請求已逾期或已使用，請重新登入',
    'sso/unknown-identity': '此外部帳號未連結本系統使用者，請聯絡管理員',
    'sso/provider-unreachable': '無法連線至身分提供者',
    'sso/invalid-url': '{0} 不是可接受的 http(s) 位址',
  },
};
