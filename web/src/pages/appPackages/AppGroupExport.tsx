import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupChoices } from '../eform/appGroups/useGroupChoices';
import type { AppPackagesApi } from './appPackagesApi';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';

/** Export an app group (its definitions and everything they need) as a package file. */
export function AppGroupExport({ api }: { api: AppPackagesApi }) {
  const { t } = useTranslation();
  const groups = useGroupChoices();
  const [groupCode, setGroupCode] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const exportGroup = async (code: string) => {
    setIsBusy(true);
    setFailure(undefined);
    try {
      await api.exportFile(code);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="group-export">
      <Typography.Paragraph type="secondary">{t('appPackages.groupExport.hint')}</Typography.Paragraph>
      <Space wrap>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 280 }}
          placeholder={t('appPackages.groupExport.pick')}
          value={groupCode}
          onChange={setGroupCode}
          options={groups.map((group) => ({ value: group.groupCode, label: `${group.groupName} (${group.groupCode})` }))}
          data-testid="group-export-pick"
        />
        <Button type="primary" disabled={!groupCode} loading={isBusy} onClick={() => groupCode && void exportGroup(groupCode)} data-testid="group-export-run">{t('appPackages.export')}</Button>
      </Space>
      <FailureAlert failure={failure} testId="group-export-error" onClose={() => setFailure(undefined)} />
    </Space>
  );
}
