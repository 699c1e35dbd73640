import { kindDesigners, type DatasetDesignerServices } from '@wharf/designers';
import { hasElementPermission, kindSpecs, type PermissionEntry } from '@wharf/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/ServicesContext';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { datasetDesignerLookups } from './designerLookups';
import { DesignListPage } from './DesignListPage';
import { useReportDesignApis } from './useReportDesign';

/** The dataset kind's designer and starting body from the designers registry (the designer's code loads on first use). */
const { Designer: DatasetDesigner, scaffold } = kindDesigners.dataset;
/** Reading SQL configs (their list and test run) is the SQL config designers' right. */
const sqlConfigDesign = 'eformSqlConfig:design';

/** The datasets of the builder (`report/DatasetList`): list, create, design, publish, revisions. */
export function DatasetListPage(_props: MenuPageProps) {
  const apis = useReportDesignApis();
  const { t } = useTranslation();
  const canReadSqlConfigs = useSession((state) => hasElementPermission(sqlConfigDesign, { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
  const lookups = useMemo(() => datasetDesignerLookups(apis, canReadSqlConfigs), [apis, canReadSqlConfigs]);
  return (
    <DesignListPage
      kind="dataset"
      apis={apis}
      permission={kindSpecs.dataset.designer.save}
      newTitle={t('reportDesign.dataset.new')}
      scaffold={scaffold}
      identity={(body) => ({ code: body.datasetCode, name: body.datasetName })}
      designer={(editing, save, unsaved) => {
        const services: DatasetDesignerServices = { ...lookups, save };
        return <DatasetDesigner definition={editing.definition} isNew={!editing.record} services={services} {...unsaved} />;
      }}
    />
  );
}
