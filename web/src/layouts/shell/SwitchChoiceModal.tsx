import { Modal, Table, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import type { ServerEnvelope } from '../../http/envelope';

export interface SwitchChoice {
  id: string;
  code: string;
  name: string;
}

export interface SwitchChoices {
  choices: SwitchChoice[];
  currentId: string | null;
}

/** After the server changed the session (tenant, company, division): forget the user and menus so the guard loads them again, from home. */
export function reloadSessionFor(services: ReturnType<typeof useServices>, navigate: ReturnType<typeof useNavigate>): void {
  services.session.getState().setUserInfo(undefined);
  services.session.getState().setPermissions(undefined);
  navigate('/', { replace: true });
}

/**
 * What the signed-in user may switch between, asked for quietly: a refusal, no choice or a single
 * choice (a tenant without divisions answers none) means the user menu offers no switch.
 */
/** `toChoices` must be a stable (module-level) function: it is an effect dependency. */
export function useQuietChoices<T>(path: string, toChoices: (result: T) => SwitchChoices): SwitchChoices | undefined {
  const services = useServices();
  const [mine, setMine] = useState<SwitchChoices>();
  useEffect(() => {
    let isCurrent = true;
    services.http.request<T>('GET', path, { isQuiet: true }).then(
      (envelope) => {
        const choices = envelope.success ? toChoices(envelope.result) : undefined;
        if (isCurrent && choices && choices.choices.length > 1) setMine(choices);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [path, toChoices, services.http]);
  return mine;
}

interface SwitchChoiceModalProps {
  title: string;
  codeTitle: string;
  nameTitle: string;
  choices: SwitchChoice[];
  currentId?: string | null;
  isOpen: boolean;
  onClose(): void;
  /** Asks the server to move the session to the chosen one. */
  send(id: string): Promise<ServerEnvelope<unknown>>;
  /** Shown above the list (e.g. the tenant search). */
  header?: ReactNode;
  /** When set, the switch is confirmed first with this question about the chosen row (the tenant switch). */
  confirmText?(choice: SwitchChoice): string;
}

/**
 * The user menu's switches (spec §2, §6): pick one row; the server moves the session and the
 * user info and menus are loaded again from home.
 */
export function SwitchChoiceModal({ title, codeTitle, nameTitle, choices, currentId = null, isOpen, onClose, send, header, confirmText }: SwitchChoiceModalProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | undefined>(currentId ?? undefined);
  const [isSwitching, setIsSwitching] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  // The list may arrive after the dialog opened: the current row starts selected once it is known.
  useEffect(() => {
    if (isOpen) setSelected(currentId ?? undefined);
  }, [isOpen, currentId]);

  const confirm = async () => {
    if (!selected) return;
    const chosen = choices.find((choice) => choice.id === selected);
    if (confirmText && chosen) {
      const isConfirmed = await modal.confirm({ title, content: confirmText(chosen), okText: t('header.confirm'), cancelText: t('header.cancel') });
      if (!isConfirmed) return;
    }
    setIsSwitching(true);
    try {
      if ((await send(selected)).success) {
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
    <Modal open={isOpen} title={title} onCancel={onClose} onOk={() => void confirm()} okButtonProps={{ disabled: !selected || selected === currentId, loading: isSwitching }} destroyOnHidden>
      {modalHolder}
      {header}
      <Table<SwitchChoice>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={choices}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (keys) => setSelected(String(keys[0])) }}
        onRow={(row) => ({ onClick: () => setSelected(row.id) })}
        columns={[
          { key: 'code', dataIndex: 'code', title: codeTitle },
          { key: 'name', dataIndex: 'name', title: nameTitle, render: (name: string, row) => (row.id === currentId ? <>{name} <Tag color="blue" data-testid="current-choice">{t('header.currentDivision')}</Tag></> : name) },
        ]}
      />
    </Modal>
  );
}
