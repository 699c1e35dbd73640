import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord } from '../../../api/definitionsApi';
import { actionFailureText } from '../../../api/eformResult';
import { wasShownFailure } from '../../../http/envelope';
import { notifier } from '../../../http/notifier';
import { UsagesButton } from './UsagesButton';
import type { UsageTargetKind } from './usagesApi';
import { useUsagesApi } from './useUsagesApi';

interface DefinitionRowActionsProps {
  row: Pick<DefinitionRecord, 'id' | 'kind' | 'code' | 'name'>;
  /** Called after a copy or delete, to reload the list. */
  onChanged: () => void;
  /** Off where the page has its own copy (the form list asks for the copy's code and name). */
  withCopy?: boolean;
}

/**
 * A definition list row's self-service actions (issue 18 §3): "used by", copy (a new draft under a
 * free `<code>_copy` code) and delete, which the server refuses with the list of what uses it.
 */
export function DefinitionRowActions({ row, onChanged, withCopy = true }: DefinitionRowActionsProps) {
  const api = useUsagesApi();
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();

  const copy = async () => {
    try {
      await api.copy(row.id);
      notifier().toast('success', t('common.ok'));
      onChanged();
    } catch (error) {
      // The HTTP client has shown why when the server said (e.g. a code already taken); a silent failure still says the copy failed.
      if (!wasShownFailure(error)) notifier().toast('error', actionFailureText(error, t('eform.copyFailed')));
    }
  };
  const remove = () => {
    void modal.confirm({
      title: t('usages.delete'),
      content: t('usages.confirmDelete', { name: row.name || row.code }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.remove(row.id);
          onChanged();
        } catch (error) {
          // Refused while in use: the HTTP client shows the server's message, which names each user; a silent failure still says so.
          if (!wasShownFailure(error)) notifier().toast('error', actionFailureText(error, t('eform.deleteFailed')));
        }
      },
    });
  };

  return (
    <>
      {modalHolder}
      <UsagesButton kind={row.kind as UsageTargetKind} code={row.code} name={row.name} />
      {withCopy && <Button size="small" type="link" icon={<CopyOutlined />} data-testid={`copy-definition-${row.code}`} onClick={() => void copy()}>{t('usages.copy')}</Button>}
      <Button size="small" type="link" danger icon={<DeleteOutlined />} data-testid={`delete-definition-${row.code}`} onClick={remove}>{t('usages.delete')}</Button>
    </>
  );
}
