import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { FreeCheck } from './types';

/** A menu or button as the console reads and writes it (server `MenuRecord`). */
export interface MenuRecord {
  id: string;
  parentId: string | null;
  name: string;
  menuCode: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: '0' | '1' | '2';
  path: string | null;
  component: string | null;
  url: string | null;
  perms: string | null;
  permsType: '1' | '2';
  sortNo: number;
  icon: string | null;
  hidden: boolean;
  keepAlive: boolean;
  back: '0' | '1';
  visitorAccess: boolean;
  defaultShortcut: boolean;
  /** 0 allowed, 1 disabled. */
  status: '0' | '1';
  titles: Partial<Record<'zhCn' | 'enUs' | 'thTh' | 'zhTw', string>>;
  componentProps: Array<{ label: string; value: string }>;
}

export type MenuNode = MenuRecord & { children?: MenuNode[] };
export type MenuInput = Omit<MenuRecord, 'id'>;

/** Menu calls of spec §7 (System: permission). Writes are the platform operator's. */
export function createMenusApi(http: HttpClient) {
  return {
    tree: () => unwrap(http.get<MenuNode[]>('/system/permission/list')),
    add: (input: MenuInput) => unwrap(http.post<MenuRecord>('/system/permission/add', input)),
    edit: (id: string, input: MenuInput) => unwrap(http.put<MenuRecord>('/system/permission/edit', { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>('/system/permission/delete', { id })),
    copy: (id: string) => unwrap(http.post<MenuRecord>('/system/permission/copy', { id })),
    async checkCode(menuCode: string, id?: string): Promise<FreeCheck> {
      const answer = await http.get<boolean>('/system/permission/checkOnlyPermisson', { menuCode, id });
      return { isFree: answer.success, message: answer.message };
    },
  };
}
