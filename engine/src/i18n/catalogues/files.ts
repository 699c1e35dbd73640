import type { Catalogue } from '../types';

/** Messages of uploaded files: form upload and image fields, announcement attachments (spec §5 "attachment max 10M"). */
export const filesCatalogue: Catalogue = {
  zh_CN: {
    'files/too-large': '文件过大，最大 {0}M',
    'files/empty': '文件为空',
    'files/type-not-allowed': '不支持的文件类型：{0}（可上传 {1}）',
    'files/content-mismatch': '文件内容与扩展名 {0} 不符',
    'files/not-an-image': '图片字段只接受图片（{0}）',
    'files/not-an-upload-field': '字段 {0} 不是上传或图片字段',
    'files/attachment-not-found': '附件 {0} 不存在',
    'files/file-missing': '文件不存在或已被删除',
  },
  en_US: {
    'files/too-large': 'The file is too large, at most {0}M',
    'files/empty': 'The file is empty',
    'files/type-not-allowed': 'Files of type {0} cannot be uploaded (allowed: {1})',
    'files/content-mismatch': 'The file\'s content is not a {0} file',
    'files/not-an-image': 'An image field takes pictures only ({0})',
    'files/not-an-upload-field': 'Field {0} is not an upload or image field',
    'files/attachment-not-found': 'Attachment {0} does not exist',
    'files/file-missing': 'The file does not exist or was deleted',
  },
  th_TH: {
    'files/too-large': 'ไฟล์มีขนาดใหญ่เกินไป สูงสุด {0}M',
    'files/empty': 'ไฟล์ว่างเปล่า',
    'files/type-not-allowed': 'ไม่สามารถอัปโหลดไฟล์ประเภท {0} (อนุญาต: {1})',
    'files/content-mismatch': 'เนื้อหาของไฟล์ไม่ใช่ไฟล์ {0}',
    'files/not-an-image': 'ช่องรูปภาพรับเฉพาะรูปภาพ ({0})',
    'files/not-an-upload-field': 'ช่อง {0} ไม่ใช่ช่องอัปโหลดหรือรูปภาพ',
    'files/attachment-not-found': 'ไม่พบไฟล์แนบ {0}',
    'files/file-missing': 'ไม่พบไฟล์หรือไฟล์ถูกลบแล้ว',
  },
  zh_TW: {
    'files/too-large': '檔案過大，最大 {0}M',
    'files/empty': '檔案為空',
    'files/type-not-allowed': '不支援的檔案類型：{0}（可上傳 {1}）',
    'files/content-mismatch': '檔案內容與副檔名 {0} 不符',
    'files/not-an-image': '圖片欄位只接受圖片（{0}）',
    'files/not-an-upload-field': '欄位 {0} 不是上傳或圖片欄位',
    'files/attachment-not-found': '附件 {0} 不存在',
    'files/file-missing': '檔案不存在或已被刪除',
  },
};
