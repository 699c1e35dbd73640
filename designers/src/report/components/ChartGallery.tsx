import { AreaChartOutlined, BarChartOutlined, DashboardOutlined, FunnelPlotOutlined, LineChartOutlined, PieChartOutlined, RadarChartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartNeeds, chartTypes, chartUnfit, type ChartNeeds, type ChartType, type Wells } from '../model/chartTypes';

const familyIcons: Readonly<Record<ChartNeeds['family'], ReactNode>> = {
  column: <BarChartOutlined />,
  bar: <BarChartOutlined rotate={90} />,
  line: <LineChartOutlined />,
  area: <AreaChartOutlined />,
  pie: <PieChartOutlined />,
  funnel: <FunnelPlotOutlined />,
  radar: <RadarChartOutlined />,
  gauge: <DashboardOutlined />,
};

export interface ChartGalleryProps {
  value: ChartType;
  wells: Wells;
  isReadOnly?: boolean;
  onChange(type: ChartType): void;
}

/**
 * The 18 chart types as a gallery. A type that cannot draw what the wells hold is disabled, its
 * tooltip saying why (a grouped type without a series, a pie with two measures…); the chosen type
 * stays marked even when the wells no longer fit it, and the designer's checks say so.
 */
export function ChartGallery(props: ChartGalleryProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('designer.report.gallery')} data-testid="chart-gallery" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(118px, 1fr))', gap: 6 }}>
      {chartTypes.map((type) => {
        const unfit = chartUnfit(type, props.wells);
        const isChosen = props.value === type;
        const button = (
          <Button
            size="small"
            block
            type={isChosen ? 'primary' : 'default'}
            aria-pressed={isChosen}
            disabled={Boolean(props.isReadOnly) || (Boolean(unfit) && !isChosen)}
            data-chart-type={type}
            data-unfit={unfit ?? undefined}
            icon={familyIcons[chartNeeds(type).family]}
            style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
            onClick={() => props.onChange(type)}
          >
            {t(`designer.report.chart.${type}`)}
          </Button>
        );
        return unfit ? <Tooltip key={type} title={t(`designer.report.unfit.${unfit}`)}><span>{button}</span></Tooltip> : <span key={type}>{button}</span>;
      })}
    </div>
  );
}
