import { Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import { reloadSessionFor } from './TenantSwitchModal';

interface DivisionRow {
  id: string;
  code: string;
  name: string;
}

interface MyDivisions {
  divisions: DivisionRow[];
  current: { divisionId: string | null };
}

/**
 * The divisions the signed-in user may switch between, asked for quietly: a tenant without
 * divisions answers 403 and the user menu simply offers no switch.
 */
export function useMyDivisions(): MyDivisions | undefined {
  const services = useServices();
  const [mine, setMine] = useState<MyDivisions>();
  useEffect(() => {
    let isCurrent = true;
    services.http.request<MyDivisions>('GET', '/system/division/mine', { isQuiet: true }).then(
      (envelope) => {
        if (isCurrent && envelope.success && envelope.result.divisions.length > 0) setMine(envelope.result);
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
 * "Switch division" (spec §2, §3): pick one of one's divisions; the server puts this session in it
 * and the user info (userExtendInfo.divisionId/Code/Name) and menus are loaded again from home.
 */
export function DivisionSwitchModal({ mine, isOpen, onClose }: { mine: MyDivisions; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | undefined>(mine.current.divisionId ?? undefined);
  const [isSwitching, setIsSwitching] = useState(false);

  const confirm = async () => {
    if (!selected) return;
    setIsSwitching(true);
    try {
      const envelope = await services.http.put<unknown>('/system/division/switch', { divisionId: selected });
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
    <Modal open={isOpen} title={t('header.switchDivision')} onCancel={onClose} onOk={() => void confirm()} okButtonProps={{ disabled: !selected || selected === mine.current.divisionId, loading: isSwitching }} destroyOnHidden>
      <Table<DivisionRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={mine.divisions}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (keys) => setSelected(String(keys[0])) }}
        onRow={(row) => ({ onClick: () => setSelected(row.id) })}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('header.divisionCode') },
          { key: 'name', dataIndex: 'name', title: t('header.divisionName'), render: (name: string, row) => (row.id === mine.current.divisionId ? <>{name} <Tag color="blue">{t('header.currentDivision')}</Tag></> : name) },
        ]}
      />
    </Modal>
  );
}
