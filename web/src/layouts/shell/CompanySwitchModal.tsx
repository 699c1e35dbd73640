import { Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import { reloadSessionFor } from './TenantSwitchModal';

interface DepartRow {
  orgId: string;
  orgCode: string;
  orgName: string;
}

interface MyDeparts {
  departs: DepartRow[];
  current: string | null;
}

/** The companies and departments the signed-in user may work in; the switch is offered only with more than one. */
export function useMyDeparts(): MyDeparts | undefined {
  const services = useServices();
  const [mine, setMine] = useState<MyDeparts>();
  useEffect(() => {
    let isCurrent = true;
    services.http.request<MyDeparts>('GET', '/system/user/myDeparts', { isQuiet: true }).then(
      (envelope) => {
        if (isCurrent && envelope.success && envelope.result.departs.length > 1) setMine(envelope.result);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [services.http]);
  return mine;
}

/**
 * "Switch company" (spec §2 label-implied screens): the same choice as the login's department
 * step, later. The server records the chosen one (selectDepart) and the user info (company code
 * and name, org) and menus are loaded again from home.
 */
export function CompanySwitchModal({ mine, isOpen, onClose }: { mine: MyDeparts; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | undefined>(mine.current ?? undefined);
  const [isSwitching, setIsSwitching] = useState(false);

  const confirm = async () => {
    if (!selected) return;
    setIsSwitching(true);
    try {
      const envelope = await services.http.put<unknown>('/system/selectDepart', { orgId: selected });
      if (envelope.success) {
        onClose();
        reloadSessionFor(services, navigate);
      }
    } catch {
      // The error catalogue already showed the server's message.
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <Modal open={isOpen} title={t('header.switchCompany')} onCancel={onClose} onOk={() => void confirm()} okButtonProps={{ disabled: !selected || selected === mine.current, loading: isSwitching }} destroyOnHidden>
      <Table<DepartRow>
        size="small"
        rowKey="orgId"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={mine.departs}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (keys) => setSelected(String(keys[0])) }}
        onRow={(row) => ({ onClick: () => setSelected(row.orgId) })}
        columns={[
          { key: 'orgCode', dataIndex: 'orgCode', title: t('header.departCode') },
          { key: 'orgName', dataIndex: 'orgName', title: t('header.departName'), render: (name: string, row) => (row.orgId === mine.current ? <>{name} <Tag color="blue">{t('header.currentDivision')}</Tag></> : name) },
        ]}
      />
    </Modal>
  );
}
