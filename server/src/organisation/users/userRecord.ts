import type { ApiResult } from '@wharf/schemas';
/** A user as the console lists and edits them (spec §3 user info and account entities): the documented answer of the user writes. */
export type UserRecord = ApiResult<'POST /api/system/user/add'>;

/** The columns a user record is read from. */
export const userColumns = [
  'id', 'username', 'realname', 'work_no', 'phone', 'email', 'sex', 'birthday', 'status', 'user_type', 'user_source',
  'org_id', 'show_water_mark', 'force_change_pass', 'enable_vcode', 'locked_until', 'created_at', 'updated_at',
] as const;

export function toUserRecord(row: Record<string, unknown>, now = new Date()): UserRecord {
  const birthday = row.birthday as Date | null;
  return {
    id: row.id as string,
    username: row.username as string,
    realname: row.realname as string,
    workNo: (row.work_no as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    sex: (row.sex as string | null) ?? null,
    birthday: birthday ? birthday.toISOString().slice(0, 10) : null,
    status: row.status as '1' | '2',
    userType: row.user_type as string,
    userSource: row.user_source as string,
    orgId: (row.org_id as string | null) ?? null,
    showWaterMark: Boolean(row.show_water_mark),
    forceChangePass: row.force_change_pass as string,
    enableVcode: row.enable_vcode === 'Y' ? 'Y' : 'N',
    isLocked: Boolean(row.locked_until && (row.locked_until as Date) > now),
    createTime: (row.created_at as Date).toISOString(),
    updateTime: (row.updated_at as Date).toISOString(),
  };
}

/** What the console sends to add or edit a user. */
export interface UserInput {
  username: string;
  realname: string;
  password?: string;
  workNo?: string;
  phone?: string;
  email?: string;
  sex?: '1' | '2';
  birthday?: string;
  orgId?: string;
  userType?: 'normal' | 'admin' | 'proxy';
  showWaterMark?: boolean;
  /** 'Y' asks for the code sent to the user's phone after the password at login (spec §3, §4). */
  enableVcode?: 'Y' | 'N';
  roleIds?: string[];
  /** Departments the user belongs to; `orgId` is the one they work in (defaults to the first). */
  departIds?: string[];
}
