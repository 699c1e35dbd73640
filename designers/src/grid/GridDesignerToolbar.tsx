import { RedoOutlined, SaveOutlined, UndoOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Popover, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardLabels, labelIssues, portalLabels } from '../issues';
import type { GridDesign } from './useGridDesign';

/** The grid designers' toolbar: title, design issues, undo/redo, save, and the designer's own buttons. */
export function GridDesignerToolbar<D>({ design, title, extra, isReadOnly }: { design: GridDesign<D>; title: ReactNode; extra?: ReactNode; isReadOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const { history, issues, definition } = design;
  // The two grid kinds: a dashboard has its code under dashboardCode, a portal under portalCode.
  const labels = typeof definition === 'object' && definition !== null && 'dashboardCode' in definition ? dashboardLabels : portalLabels;
  return (
    <div style={{ marginBottom: 8 }}>
      {design.draftOffer}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Space>
          <Typography.Text strong>{title}</Typography.Text>
          {issues.length > 0 && (
            <Popover
              title={t('designer.grid.issues', { count: issues.length })}
              content={
                <ul data-grid-issues style={{ margin: 0, paddingLeft: 16, maxWidth: 420 }}>
                  {labelIssues(issues, labels, definition, t, i18n.language).map((issue) => (
                    <li key={`${issue.path}:${issue.code}`} data-issue-path={issue.path}>
                      {issue.message}
                    </li>
                  ))}
                </ul>
              }
            >
              <Badge count={issues.length} size="small">
                <Button size="small" danger icon={<WarningOutlined />} data-testid="grid-design-issues">
                  {t('designer.grid.issues', { count: issues.length })}
                </Button>
              </Badge>
            </Popover>
          )}
        </Space>
        <Space wrap>
          {extra}
          <Tooltip title={t('designer.grid.undo')}>
            <Button icon={<UndoOutlined />} aria-label={t('designer.grid.undo')} disabled={!history.canUndo || isReadOnly} onClick={history.undo} />
          </Tooltip>
          <Tooltip title={t('designer.grid.redo')}>
            <Button icon={<RedoOutlined />} aria-label={t('designer.grid.redo')} disabled={!history.canRedo || isReadOnly} onClick={history.redo} />
          </Tooltip>
          {!isReadOnly && (
            <Tooltip title={issues.length > 0 ? t('designer.grid.fixIssuesFirst') : undefined}>
              <Button type="primary" icon={<SaveOutlined />} data-testid="grid-design-save" loading={design.isSaving} disabled={issues.length > 0 || !design.isDirty} onClick={() => void design.save()}>
                {t('designer.grid.save')}
              </Button>
            </Tooltip>
          )}
        </Space>
      </div>
      {design.saveError && <Alert style={{ marginTop: 8 }} type="error" showIcon data-testid="grid-design-save-error" title={design.saveError} />}
    </div>
  );
}
