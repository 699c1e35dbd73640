import { Badge, Button, Card, Empty, Flex, Typography } from 'antd';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BpmPage, TaskRow } from '../../api/bpmTypes';
import { useServices } from '../../app/ServicesContext';
import { ShellContext } from '../../layouts/shell/ShellContext';
import { flattenMenu } from '../../menus/menuNavigation';
import { flowPath } from '../bpm/flowPaths';
import { todoCardSize } from './TodoCard';

/** The menu component of the done list page (`namedMenuPages`). */
export const doneListComponent = 'bpm/DoneList';

/**
 * The workbench's done tasks (issue 16 `GET /api/bpm/task/done`): how many the user handled and the
 * latest few; one opens its request, "all" the done list where the menu has it. Texts are the
 * portal widget's (`portal.*`, the renderer's catalogue).
 */
export function DoneCard() {
  const { t } = useTranslation();
  const { http } = useServices();
  const navigate = useNavigate();
  const shell = useContext(ShellContext);
  const [done, setDone] = useState<{ records: TaskRow[]; total: number }>({ records: [], total: 0 });
  useEffect(() => {
    let isCurrent = true;
    // Quiet: a workbench without the workflow module (or a failed call) just shows nothing done.
    http.request<BpmPage<TaskRow>>('GET', '/bpm/task/done', { query: { pageNo: 1, pageSize: 10 }, isQuiet: true }).then(
      (envelope) => isCurrent && envelope.success && setDone({ records: envelope.result.records.slice(0, todoCardSize), total: envelope.result.total }),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [http]);
  const listPath = useMemo(() => (shell ? flattenMenu(shell.menu).find((item) => item.component === doneListComponent)?.path : undefined), [shell]);

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <span>{t('portal.widget.done')}</span>
          <Badge count={done.total} overflowCount={99} color="blue" data-testid="done-count" />
        </Flex>
      }
      extra={listPath && <Button type="link" size="small" onClick={() => navigate(listPath)}>{t('portal.all')}</Button>}
      data-testid="done-card"
    >
      {done.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.noDone')} />
      ) : (
        <Flex vertical gap={4}>
          {done.records.map((task) => (
            <Button key={task.id} type="text" block style={{ textAlign: 'start', height: 'auto' }} onClick={() => navigate(flowPath('done', task))} data-testid="done-item">
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                <Typography.Text ellipsis>{task.taskTitle}</Typography.Text>
                <Typography.Text type="secondary" ellipsis>{task.endTimeString ?? task.taskName}</Typography.Text>
              </Flex>
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}
