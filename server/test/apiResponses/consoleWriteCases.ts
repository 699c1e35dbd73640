/**
 * Cases of `apiResponses.int.test.ts` for the console's writes and smaller reads (users,
 * organisations, roles, announcements, messages) and the view engine's HTTP config and name look-ups:
 * how each is called, and what it works on (made by `prepareConsoleWrites`, one record per changing call).
 */

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const password = 'Contract-2026!x';

/** How each operation is called; `v` holds what `prepareConsoleWrites` made. */
export const consoleWriteCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/system/user/recycleBin': () => ({ method: 'GET', path: '/api/system/user/recycleBin?pageNo=1&pageSize=10' }),
  'GET /api/system/user/queryUserByDepId': (v) => ({ method: 'GET', path: `/api/system/user/queryUserByDepId?id=${v.orgId}` }),
  'GET /api/system/user/checkOnlyUser': () => ({ method: 'GET', path: '/api/system/user/checkOnlyUser?username=ar_nobody' }),
  'POST /api/system/user/add': () => ({ method: 'POST', path: '/api/system/user/add', body: { username: 'ar_added_user', realname: 'Added', password } }),
  'PUT /api/system/user/edit': (v) => ({ method: 'PUT', path: '/api/system/user/edit', body: { id: v.editedUserId, realname: 'Edited' } }),
  'PUT /api/system/user/frozenBatch': (v) => ({ method: 'PUT', path: '/api/system/user/frozenBatch', body: { ids: v.frozenUserId, status: '2' } }),
  'DELETE /api/system/user/delete': (v) => ({ method: 'DELETE', path: `/api/system/user/delete?id=${v.recycledUserId}` }),
  'DELETE /api/system/user/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/user/deleteBatch?ids=${v.batchRecycledUserId}` }),
  'PUT /api/system/user/putRecycleBin': (v) => ({ method: 'PUT', path: '/api/system/user/putRecycleBin', body: { userIds: v.restoredUserId } }),
  'DELETE /api/system/user/deleteRecycleBin': (v) => ({ method: 'DELETE', path: `/api/system/user/deleteRecycleBin?userIds=${v.purgedUserId}` }),
  'PUT /api/system/user/resetPassword': (v) => ({ method: 'PUT', path: '/api/system/user/resetPassword', body: { id: v.editedUserId, password: 'Contract-2027!y' } }),
  'GET /api/system/user/queryUserRole': (v) => ({ method: 'GET', path: `/api/system/user/queryUserRole?userid=${v.editedUserId}` }),
  'PUT /api/system/sysOrg/edit': (v) => ({ method: 'PUT', path: '/api/system/sysOrg/edit', body: { id: v.orgId, orgName: 'Branch renamed', orgCode: 'ar_org', orgType: 'organization' } }),
  'DELETE /api/system/sysOrg/delete': (v) => ({ method: 'DELETE', path: `/api/system/sysOrg/delete?id=${v.deletedOrgId}` }),
  'GET /api/system/sysOrg/queryUserNameByUserIds': (v) => ({ method: 'GET', path: `/api/system/sysOrg/queryUserNameByUserIds?userIds=${v.editedUserId}` }),
  'GET /api/system/sysOrg/queryDeptNameByDeptIds': (v) => ({ method: 'GET', path: `/api/system/sysOrg/queryDeptNameByDeptIds?deptIds=${v.orgId}` }),
  'GET /api/system/role/queryall': () => ({ method: 'GET', path: '/api/system/role/queryall' }),
  'GET /api/system/role/checkRoleCode': () => ({ method: 'GET', path: '/api/system/role/checkRoleCode?roleCode=ar_free_code' }),
  'POST /api/system/role/add': () => ({ method: 'POST', path: '/api/system/role/add', body: { roleName: 'Added', roleCode: 'ar_added_role', roleType: 'back' } }),
  'PUT /api/system/role/edit': (v) => ({ method: 'PUT', path: '/api/system/role/edit', body: { id: v.editedRoleId, roleName: 'Edited', roleCode: 'ar_edited_role', roleType: 'back' } }),
  'PUT /api/system/role/copy': (v) => ({ method: 'PUT', path: '/api/system/role/copy', body: { id: v.editedRoleId, roleName: 'Copied', roleCode: 'ar_copied_role' } }),
  'DELETE /api/system/role/delete': (v) => ({ method: 'DELETE', path: `/api/system/role/delete?id=${v.deletedRoleId}` }),
  'POST /api/system/permission/saveRolePermission': (v) => ({ method: 'POST', path: '/api/system/permission/saveRolePermission', body: { roleId: v.editedRoleId, permissionIds: [] } }),
  'PUT /api/system/annountCement/edit': (v) => ({ method: 'PUT', path: '/api/system/annountCement/edit', body: { id: v.editedAnnouncementId, title: 'Edited', content: '<p>Edited</p>' } }),
  'DELETE /api/system/annountCement/delete': (v) => ({ method: 'DELETE', path: `/api/system/annountCement/delete?id=${v.deletedAnnouncementId}` }),
  'DELETE /api/system/annountCement/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/annountCement/deleteBatch?ids=${v.batchDeletedAnnouncementId}` }),
  'GET /api/system/annountCement/doReleaseData': (v) => ({ method: 'GET', path: `/api/system/annountCement/doReleaseData?id=${v.releasedAnnouncementId}` }),
  'GET /api/system/annountCement/doReovkeData': (v) => ({ method: 'GET', path: `/api/system/annountCement/doReovkeData?id=${v.revokedAnnouncementId}` }),
  'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend': () => ({ method: 'GET', path: '/api/system/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10' }),
  'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId': (v) => ({ method: 'PUT', path: '/api/system/sysAnnouncementSend/editByAnntIdAndUserId', body: { anntId: v.readAnnouncementId } }),
  'PUT /api/system/sysAnnouncementSend/readAll': () => ({ method: 'PUT', path: '/api/system/sysAnnouncementSend/readAll' }),
  'PUT /api/system/message/sysMessage/edit': (v) => ({ method: 'PUT', path: '/api/system/message/sysMessage/edit', body: { id: v.editedMessageId, esTitle: 'Edited', esType: 'system', esReceiver: 'demo_user', esContent: 'Edited' } }),
  'DELETE /api/system/message/sysMessage/delete': (v) => ({ method: 'DELETE', path: `/api/system/message/sysMessage/delete?id=${v.deletedMessageId}` }),
  'DELETE /api/system/message/sysMessage/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/message/sysMessage/deleteBatch?ids=${v.batchDeletedMessageId}` }),
  'PUT /api/system/message/sysMessage/publish': (v) => ({ method: 'PUT', path: `/api/system/message/sysMessage/publish?id=${v.publishedMessageId}` }),
  'PUT /api/system/message/sysMessage/revoke': (v) => ({ method: 'PUT', path: `/api/system/message/sysMessage/revoke?id=${v.revokedMessageId}` }),
  'PUT /api/system/message/sysMessage/resend': (v) => ({ method: 'PUT', path: `/api/system/message/sysMessage/resend?id=${v.resentMessageId}` }),
  'POST /api/eform/engine/viewEngine/getHttpConfigItems': () => ({ method: 'POST', path: '/api/eform/engine/viewEngine/getHttpConfigItems', body: { httpCode: 'ar_ports' } }),
  'POST /api/eform/engine/viewEngine/codeToName': () => ({ method: 'POST', path: '/api/eform/engine/viewEngine/codeToName?viewCode=dec_list_view', body: { values: { ieFlag: ['I'] } } }),
};

/** Makes the users, organisations, roles, announcements and messages the changing calls work on. */
export async function prepareConsoleWrites(ok: Ok): Promise<Prepared> {
  const user = async (name: string) => (await ok<{ id: string }>('POST', '/api/system/user/add', { username: `ar_${name}`, realname: name.slice(0, 10), password })).id;
  const recycledUser = async (name: string) => {
    const id = await user(name);
    await ok('DELETE', `/api/system/user/delete?id=${id}`);
    return id;
  };
  const org = async (code: string) => (await ok<{ id: string }>('POST', '/api/system/sysOrg/add', { orgName: code, orgCode: code, orgType: 'organization' })).id;
  const role = async (code: string) => (await ok<{ id: string }>('POST', '/api/system/role/add', { roleName: code, roleCode: code, roleType: 'back' })).id;
  const announcement = async (title: string) => (await ok<{ id: string }>('POST', '/api/system/annountCement/add', { title, content: `<p>${title}</p>` })).id;
  const message = async (title: string) => (await ok<{ id: string }>('POST', '/api/system/message/sysMessage/add', { esTitle: title, esType: 'system', esReceiver: 'demo_user', esContent: title })).id;
  const published = async (title: string) => {
    const id = await announcement(title);
    await ok('GET', `/api/system/annountCement/doReleaseData?id=${id}`);
    return id;
  };
  const revokedMessageId = await message('Revoked');
  await ok('PUT', `/api/system/message/sysMessage/publish?id=${revokedMessageId}`);
  // A site message whose only receiver left before it was published: its delivery failed, so it may be resent.
  const leaving = await user('outbox_leaver');
  const resentMessageId = (await ok<{ id: string }>('POST', '/api/system/message/sysMessage/add', { esTitle: 'Resent', esType: 'system', esReceiver: 'ar_outbox_leaver', esContent: 'Resent' })).id;
  await ok('DELETE', `/api/system/user/delete?id=${leaving}`);
  await ok('PUT', `/api/system/message/sysMessage/publish?id=${resentMessageId}`);
  return {
    editedUserId: await user('edited'), frozenUserId: await user('frozen'), recycledUserId: await user('recycled'), batchRecycledUserId: await user('batch_recycled'),
    restoredUserId: await recycledUser('restored'), purgedUserId: await recycledUser('purged'),
    orgId: await org('ar_org'), deletedOrgId: await org('ar_deleted_org'),
    editedRoleId: await role('ar_role'), deletedRoleId: await role('ar_deleted_role'),
    editedAnnouncementId: await announcement('Edited'), deletedAnnouncementId: await announcement('Deleted'), batchDeletedAnnouncementId: await announcement('Batch'),
    releasedAnnouncementId: await announcement('Released'), revokedAnnouncementId: await published('Revoked'), readAnnouncementId: await published('Read'),
    editedMessageId: await message('Edited'), deletedMessageId: await message('Deleted'), batchDeletedMessageId: await message('Batch'), publishedMessageId: await message('Published'), revokedMessageId, resentMessageId,
  };
}
