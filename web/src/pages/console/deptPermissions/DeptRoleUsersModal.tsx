import { Modal, Select, Spin, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActions } from '../useActions';
import type { DeptRoleRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';

/** Who holds a department role: chosen among the department's users. */
export function DeptRoleUsersModal({ role, departId, canEdit, onClose }: { role: DeptRoleRecord; departId: string; canEdit: boolean; onClose(): void }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [users, setUsers] = useState<Array<{ value: string; label: string }>>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    Promise.all([api.departUsers(departId), api.deptRoleUserIds(role.id)]).then(([members, holders]) => {
      setUsers(members.map((user) => ({ value: user.id, label: `${user.realname} (${user.username})` })));
      setChosen(holders);
    }, () => setUsers([]));
  }, [api, departId, role.id]);

  const save = async () => {
    setIsSaving(true);
    const isDone = await run(() => api.saveDeptRoleUsers(role.id, chosen));
    setIsSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal open title={t('orgConsole.dept.roleUsersOf', { name: role.roleName })} okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !canEdit || !users, loading: isSaving, 'data-testid': 'save-dept-role-users' } as ButtonProps} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      {users ? (
        <Select mode="multiple" allowClear style={{ width: '100%' }} optionFilterProp="label" disabled={!canEdit} options={users} value={chosen} onChange={setChosen} data-testid="dept-role-user-select" />
      ) : (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      )}
    </Modal>
  );
}
