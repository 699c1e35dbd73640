import { kindDesigners, type ReportDesignerServices } from '@wharf/designers';
import { kindSpecs } from '@wharf/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { reportDesignerLookups } from './designerLookups';
import { DesignListPage } from './DesignListPage';
import { useReportDesignApis } from './useReportDesign';

/** The report kind's designer and starting body from the designers registry (the designer's code loads on first use). */
const { Designer: ReportDesigner, scaffold } = kindDesigners.report;

/** The report widgets of the builder (`report/WidgetList`): list, create, design with a live preview, publish, revisions. */
export function WidgetListPage(_props: MenuPageProps) {
  const apis = useReportDesignApis();
  const { t } = useTranslation();
  const lookups = useMemo(() => reportDesignerLookups(apis), [apis]);
  return (
    <DesignListPage
      kind="report"
      apis={apis}
      permission={kindSpecs.report.designer.save}
      newTitle={t('reportDesign.widget.new')}
      // A new widget names no dataset yet (the scaffold names its own code); the designer asks for one.
      scaffold={(code, name) => ({ ...scaffold(code, name), datasetCode: '' })}
      identity={(body) => ({ code: body.widgetCode, name: body.widgetName })}
      designer={(editing, save, unsaved) => {
        const services: ReportDesignerServices = { ...lookups, save };
        return <ReportDesigner definition={editing.definition} isNew={!editing.record} services={services} {...unsaved} />;
      }}
    />
  );
}
