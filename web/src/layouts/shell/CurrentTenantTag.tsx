import { BankOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentTenant } from './currentTenant';

/**
 * The header's mark of the operator's current tenant: always in view, in the warning colour while
 * switched into another tenant, so no one edits a tenant's data believing they are at home.
 */
export function CurrentTenantTag({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  if (!tenant) return null;
  const text = t('header.currentTenant', { name: tenant.name });
  return (
    <Tag icon={<BankOutlined />} color={tenant.isSwitched ? 'warning' : 'default'} data-testid="current-tenant" data-switched={tenant.isSwitched ? '1' : '0'} title={text} style={{ marginInlineEnd: 0, maxWidth: isCompact ? 120 : 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {isCompact ? tenant.name : text}
    </Tag>
  );
}
