import type { Catalogue } from '../types';

/** Messages of find usages, definition copy and delete, and the builders' own menus (issue 18 §3). */
export const usagesCatalogue: Catalogue = {
  zh_CN: {
    'usages/copy-name': '{0} 副本',
    'usages/workflow-has-requests': '流程 {0} 已有发起的申请，不能删除',
    'usages/in-use-delete': '{0} 正在被使用，不能删除：{1}',
    'usages/in-use-rename': '{0} 正在被使用，不能修改编码：{1}',
    'usages/unknown-target': '找不到 {0}',
    'menus/not-own-menu': '只能修改本租户自己创建的菜单',
  },
  en_US: {
    'usages/copy-name': 'Copy of {0}',
    'usages/workflow-has-requests': 'The workflow {0} has requests and cannot be deleted',
    'usages/in-use-delete': '{0} is in use and cannot be deleted: {1}',
    'usages/in-use-rename': '{0} is in use, so its code cannot change: {1}',
    'usages/unknown-target': '{0} was not found',
    'menus/not-own-menu': 'Only menus your tenant made itself can be changed',
  },
  th_TH: {
    'usages/copy-name': 'สำเนาของ {0}',
    'usages/workflow-has-requests': 'เวิร์กโฟลว์ {0} มีคำขอแล้วจึงลบไม่ได้',
    'usages/in-use-delete': '{0} กำลังถูกใช้งานและลบไม่ได้: {1}',
    'usages/in-use-rename': '{0} กำลังถูกใช้งาน จึงเปลี่ยนรหัสไม่ได้: {1}',
    'usages/unknown-target': 'ไม่พบ {0}',
    'menus/not-own-menu': 'แก้ไขได้เฉพาะเมนูที่ผู้เช่าของคุณสร้างเอง',
  },
  zh_TW: {
    'usages/copy-name': '{0} 副本',
    'usages/workflow-has-requests': '流程 {0} 已有發起的申請，不能刪除',
    'usages/in-use-delete': '{0} 正在被使用，不能刪除：{1}',
    'usages/in-use-rename': '{0} 正在被使用，不能修改編碼：{1}',
    'usages/unknown-target': '找不到 {0}',
    'menus/not-own-menu': '只能修改本租戶自己建立的選單',
  },
};
