import { LinkOutlined } from '@ant-design/icons';
import { Button, List, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Usage, UsageTargetKind } from './usagesApi';
import { useUsagesApi } from './useUsagesApi';

interface UsagesButtonProps {
  kind: UsageTargetKind;
  code: string;
  /** How the dialog names the target (its name, else its code). */
  name?: string;
}

/**
 * The "used by" action (issue 18 §3): asks the server what refers to a definition, dictionary,
 * SQL/HTTP config or fill rule — menus, forms, views, datasets, workflows, import tasks, widgets,
 * dashboards — and lists them in a dialog, so a builder sees it before deleting or renaming.
 */
export function UsagesButton({ kind, code, name }: UsagesButtonProps) {
  const api = useUsagesApi();
  const { t } = useTranslation();
  const [usages, setUsages] = useState<Usage[]>();
  const [isLoading, setIsLoading] = useState(false);

  const show = async () => {
    setIsLoading(true);
    try {
      setUsages(await api.usages(kind, code));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <>
      <Button size="small" type="link" icon={<LinkOutlined />} loading={isLoading} data-testid={`usages-${kind}-${code}`} onClick={() => void show()}>
        {t('usages.usedBy')}
      </Button>
      <Modal open={usages !== undefined} title={t('usages.title', { name: name || code })} footer={null} onCancel={() => setUsages(undefined)} destroyOnHidden>
        <List<Usage>
          data-testid="usages-list"
          size="small"
          dataSource={usages ?? []}
          locale={{ emptyText: t('usages.none') }}
          renderItem={(usage) => (
            <List.Item>
              <Tag>{t(`usages.kind.${usage.kind}`)}</Tag>
              {usage.name && usage.name !== usage.code ? `${usage.name} (${usage.code})` : usage.code}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
