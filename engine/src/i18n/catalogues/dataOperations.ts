import type { Catalogue } from '../types';

/**
 * Messages of the spec's §5 and §8 that data operations, HTTP configs and the experience (demo)
 * environment answer with (issue 23): online modification's checks, a save that changes nothing, a
 * second config at one interface address, and the writes a demo site refuses; choosing a department one
 * is not in, and an HTTP config whose answer is empty where options are expected; a delete that finds
 * records gone, a view saved without a default button it had, and a form's custom page address.
 */
export const dataOperationsCatalogue: Catalogue = {
  zh_CN: {
    'formData/view-id-empty': 'viewId不能为空',
    'formData/online-modify-button-missing': '未找到在线修改按钮配置',
    'formData/no-modification': '数据未修改',
    'httpConfig/url-exists': '接口地址已存在：{0}',
    'system/demo-mode': '体验环境，禁止操作',
    'auth/not-in-department': '您不在该部门中',
    'httpConfig/returned-empty': '返回数据为空',
    // Issue 23, the first wave's last §8 messages (delete failed; default buttons).
    'formData/delete-failed': '删除失败：所选 {1} 条记录中有 {0} 条已不存在或您无权删除，未删除任何记录',
    'view/default-button-delete': '默认按钮或字段不能删除：{0}（如不想让用户看到按钮，不授予其权限即可）',
    'form/page-address': '页面地址须为本站路径（以 / 开头）或 http(s) 地址：{0}',
    'view/open-script-failed': '按钮的打开脚本执行失败：{0}',
    'view/open-script-not-object': '按钮的打开脚本须返回以字段编码为键的对象',
  },
  en_US: {
    'formData/view-id-empty': 'viewId cannot be empty',
    'formData/online-modify-button-missing': 'online-modify button config not found',
    'formData/no-modification': 'No data modification',
    'httpConfig/url-exists': 'Interface address already exists: {0}',
    'system/demo-mode': 'Disabled in experience environment',
    'auth/not-in-department': 'You are not in this department',
    'httpConfig/returned-empty': 'The returned data is empty',
    // Issue 23, the first wave's last §8 messages (delete failed; default buttons).
    'formData/delete-failed': 'Delete failed: {0} of the {1} selected records no longer exist or may not be deleted by you; nothing was deleted',
    'view/default-button-delete': 'Default buttons or fields cannot be deleted: {0} (to keep a button from users, leave its permission ungranted)',
    'form/page-address': 'A page address must be a path of this site (starting with /) or an http(s) address: {0}',
    'view/open-script-failed': "The button's open script failed: {0}",
    'view/open-script-not-object': "The button's open script must return an object of values by field code",
  },
  th_TH: {
    'formData/view-id-empty': 'viewId ต้องไม่ว่างเปล่า',
    'formData/online-modify-button-missing': 'ไม่พบการตั้งค่าปุ่มแก้ไขออนไลน์',
    'formData/no-modification': 'ไม่มีการแก้ไขข้อมูล',
    'httpConfig/url-exists': 'ที่อยู่อินเทอร์เฟซนี้มีอยู่แล้ว: {0}',
    'system/demo-mode': 'ปิดใช้งานในสภาพแวดล้อมทดลองใช้',
    'auth/not-in-department': 'คุณไม่ได้อยู่ในแผนกนี้',
    'httpConfig/returned-empty': 'ข้อมูลที่ส่งกลับว่างเปล่า',
    // Issue 23, the first wave's last §8 messages (delete failed; default buttons).
    'formData/delete-failed': 'ลบไม่สำเร็จ: {0} จาก {1} รายการที่เลือกไม่มีอยู่แล้วหรือคุณไม่มีสิทธิ์ลบ จึงไม่ได้ลบรายการใดเลย',
    'view/default-button-delete': 'ไม่สามารถลบปุ่มหรือฟิลด์เริ่มต้นได้: {0} (หากไม่ต้องการให้ผู้ใช้เห็นปุ่ม ไม่ต้องให้สิทธิ์ของปุ่มนั้น)',
    'form/page-address': 'ที่อยู่หน้าต้องเป็นพาธของเว็บไซต์นี้ (ขึ้นต้นด้วย /) หรือที่อยู่ http(s): {0}',
    'view/open-script-failed': 'สคริปต์เปิดของปุ่มล้มเหลว: {0}',
    'view/open-script-not-object': 'สคริปต์เปิดของปุ่มต้องส่งคืนออบเจ็กต์ของค่าตามรหัสฟิลด์',
  },
  zh_TW: {
    'formData/view-id-empty': 'viewId不能為空',
    'formData/online-modify-button-missing': '未找到線上修改按鈕設定',
    'formData/no-modification': '資料未修改',
    'httpConfig/url-exists': '介面位址已存在：{0}',
    'system/demo-mode': '體驗環境，禁止操作',
    'auth/not-in-department': '您不在該部門中',
    'httpConfig/returned-empty': '傳回資料為空',
    // Issue 23, the first wave's last §8 messages (delete failed; default buttons).
    'formData/delete-failed': '刪除失敗：所選 {1} 筆記錄中有 {0} 筆已不存在或您無權刪除，未刪除任何記錄',
    'view/default-button-delete': '預設按鈕或欄位不能刪除：{0}（如不想讓使用者看到按鈕，不授予其權限即可）',
    'form/page-address': '頁面位址須為本站路徑（以 / 開頭）或 http(s) 位址：{0}',
    'view/open-script-failed': '按鈕的開啟腳本執行失敗：{0}',
    'view/open-script-not-object': '按鈕的開啟腳本須傳回以欄位編碼為鍵的物件',
  },
};
