import type { Catalogue } from '../types';

/** Messages of background exports (download centre, spec §2, §4, §8) and of the developer code search (§7). */
export const downloadsCatalogue: Catalogue = {
  zh_CN: {
    'download/file-missing': '文件下载失败',
    'download/export-failed': '导出失败',
    'download/task-queued': '已在后台导出，请到下载中心查看',
    'codeSearch/edit-not-allowed': '没有修改脚本的权限',
    'codeSearch/unknown-kind': '未知的代码类型',
  },
  en_US: {
    'download/file-missing': 'File download failed',
    'download/export-failed': 'The export failed',
    'download/task-queued': 'Exporting in the background; find the file in the download centre',
    'codeSearch/edit-not-allowed': 'You may not edit scripts',
    'codeSearch/unknown-kind': 'Unknown kind of code',
  },
  th_TH: {
    'download/file-missing': 'ดาวน์โหลดไฟล์ไม่สำเร็จ',
    'download/export-failed': 'ส่งออกไม่สำเร็จ',
    'download/task-queued': 'กำลังส่งออกเบื้องหลัง ดูไฟล์ได้ที่ศูนย์ดาวน์โหลด',
    'codeSearch/edit-not-allowed': 'คุณไม่มีสิทธิ์แก้ไขสคริปต์',
    'codeSearch/unknown-kind': 'ไม่รู้จักประเภทของโค้ด',
  },
  zh_TW: {
    'download/file-missing': '檔案下載失敗',
    'download/export-failed': '匯出失敗',
    'download/task-queued': '已在背景匯出，請到下載中心查看',
    'codeSearch/edit-not-allowed': '沒有修改腳本的權限',
    'codeSearch/unknown-kind': '未知的程式碼類型',
  },
};
