import type { AppLanguage } from '../../../i18n/languages';

/** The texts of the "used by", copy and delete actions, in the four interface languages. */
export const usageTexts: Record<AppLanguage, Record<string, string>> = {
  zh_CN: {
    'usages.usedBy': '被引用',
    'usages.title': '{{name}} 被以下内容引用',
    'usages.none': '没有任何内容引用它',
    'usages.copy': '复制',
    'usages.delete': '删除',
    'usages.confirmDelete': '确定删除 {{name}} 吗？被引用时不能删除。',
    'usages.kind.table': '表', 'usages.kind.form': '表单', 'usages.kind.view': '视图', 'usages.kind.report': '报表组件', 'usages.kind.dataset': '数据集',
    'usages.kind.workflow': '流程', 'usages.kind.warning': '预警', 'usages.kind.portal': '门户', 'usages.kind.dashboard': '仪表板', 'usages.kind.template': '模板',
    'usages.kind.importTask': '导入任务', 'usages.kind.menu': '菜单', 'usages.kind.asyncImportTask': '后台导入任务',
  },
  en_US: {
    'usages.usedBy': 'Used by',
    'usages.title': 'What uses {{name}}',
    'usages.none': 'Nothing uses it',
    'usages.copy': 'Copy',
    'usages.delete': 'Delete',
    'usages.confirmDelete': 'Delete {{name}}? It cannot be deleted while something uses it.',
    'usages.kind.table': 'Table', 'usages.kind.form': 'Form', 'usages.kind.view': 'View', 'usages.kind.report': 'Report widget', 'usages.kind.dataset': 'Dataset',
    'usages.kind.workflow': 'Workflow', 'usages.kind.warning': 'Warning', 'usages.kind.portal': 'Portal', 'usages.kind.dashboard': 'Dashboard', 'usages.kind.template': 'Template',
    'usages.kind.importTask': 'Import task', 'usages.kind.menu': 'Menu', 'usages.kind.asyncImportTask': 'Background import task',
  },
  th_TH: {
    'usages.usedBy': 'ถูกใช้โดย',
    'usages.title': 'สิ่งที่ใช้ {{name}}',
    'usages.none': 'ไม่มีสิ่งใดใช้งาน',
    'usages.copy': 'คัดลอก',
    'usages.delete': 'ลบ',
    'usages.confirmDelete': 'ลบ {{name}} หรือไม่? ลบไม่ได้ขณะที่มีสิ่งอื่นใช้งานอยู่',
    'usages.kind.table': 'ตาราง', 'usages.kind.form': 'ฟอร์ม', 'usages.kind.view': 'มุมมอง', 'usages.kind.report': 'วิดเจ็ตรายงาน', 'usages.kind.dataset': 'ชุดข้อมูล',
    'usages.kind.workflow': 'เวิร์กโฟลว์', 'usages.kind.warning': 'การแจ้งเตือน', 'usages.kind.portal': 'พอร์ทัล', 'usages.kind.dashboard': 'แดชบอร์ด', 'usages.kind.template': 'เทมเพลต',
    'usages.kind.importTask': 'งานนำเข้า', 'usages.kind.menu': 'เมนู', 'usages.kind.asyncImportTask': 'งานนำเข้าเบื้องหลัง',
  },
  zh_TW: {
    'usages.usedBy': '被引用',
    'usages.title': '{{name}} 被以下內容引用',
    'usages.none': '沒有任何內容引用它',
    'usages.copy': '複製',
    'usages.delete': '刪除',
    'usages.confirmDelete': '確定刪除 {{name}} 嗎？被引用時不能刪除。',
    'usages.kind.table': '表', 'usages.kind.form': '表單', 'usages.kind.view': '檢視', 'usages.kind.report': '報表元件', 'usages.kind.dataset': '資料集',
    'usages.kind.workflow': '流程', 'usages.kind.warning': '預警', 'usages.kind.portal': '入口', 'usages.kind.dashboard': '儀表板', 'usages.kind.template': '範本',
    'usages.kind.importTask': '匯入任務', 'usages.kind.menu': '選單', 'usages.kind.asyncImportTask': '背景匯入任務',
  },
};
