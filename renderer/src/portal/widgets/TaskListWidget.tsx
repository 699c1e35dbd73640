import { Badge, Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalNeeds, PortalServices, PortalTask } from '../types';

export interface TaskListWidgetProps {
  list: 'todo' | 'done';
  page: PortalNeeds['todo'];
  limit: number;
  services: PortalServices;
}

/**
 * My to-dos or the tasks I handled (issue 16's lists, read with the portal): the count and the
 * newest `limit`; one opens its handling page, "all" the whole list. A portal whose answer carried
 * no list (no workflow rows) says there are none.
 */
export function TaskListWidget({ list, page, limit, services }: TaskListWidgetProps) {
  const { t } = useTranslation();
  const records: PortalTask[] = (page?.records ?? []).slice(0, limit);
  return (
    <Flex vertical gap={4} data-testid={`portal-${list}`} style={{ height: '100%' }}>
      <Flex justify="space-between" align="center">
        <Badge count={page?.total ?? 0} overflowCount={99} showZero data-testid={`portal-${list}-count`} color={list === 'todo' ? undefined : 'blue'} />
        {services.openTaskList && (
          <Button type="link" size="small" onClick={() => services.openTaskList?.(list)}>
            {t('portal.all')}
          </Button>
        )}
      </Flex>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(list === 'todo' ? 'portal.noTodos' : 'portal.noDone')} />
      ) : (
        records.map((task) => (
          <Button key={task.id} type="text" block style={{ textAlign: 'start', height: 'auto' }} onClick={() => services.openTask?.(task, list)} data-testid={`portal-${list}-item`}>
            <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
              <Typography.Text ellipsis>{task.taskTitle}</Typography.Text>
              <Typography.Text type="secondary" ellipsis>{list === 'todo' ? task.taskName : (task.endTimeString ?? task.taskName)}</Typography.Text>
            </Flex>
          </Button>
        ))
      )}
    </Flex>
  );
}
