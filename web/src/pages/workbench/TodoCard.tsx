import { Badge, Button, Card, Empty, Flex, Typography } from 'antd';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createBpmApi } from '../../api/bpmApi';
import type { TaskRow } from '../../api/bpmTypes';
import { useServices } from '../../app/ServicesContext';
import { ShellContext } from '../../layouts/shell/ShellContext';
import { flattenMenu } from '../../menus/menuNavigation';
import { flowPath } from '../bpm/flowPaths';

/** The menu component of the to-do list page (`namedMenuPages`). */
export const todoListComponent = 'bpm/TodoList';
/** How many of the latest to-dos the card lists. */
export const todoCardSize = 5;
/** The smallest page the list routes take (spec §9 page sizes); the card shows the first `todoCardSize`. */
const smallestPage = 10;

/**
 * The workbench's to-dos (issue 16): how many the user has and the latest few; one opens its
 * handling page `/flow/todo/{instance}?taskId=…`, "all" the to-do list where the menu has it.
 */
export function TodoCard() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const shell = useContext(ShellContext);
  const api = useMemo(() => createBpmApi(services.http), [services.http]);
  const [todos, setTodos] = useState<{ records: TaskRow[]; total: number }>({ records: [], total: 0 });
  useEffect(() => {
    let isCurrent = true;
    // Quiet: a workbench without the workflow module (or a failed call) just shows no to-dos.
    api.tasks.todo({ pageNo: 1, pageSize: smallestPage }, { isQuiet: true }).then((page) => isCurrent && setTodos({ records: page.records.slice(0, todoCardSize), total: page.total }), () => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api]);
  const listPath = useMemo(() => (shell ? flattenMenu(shell.menu).find((item) => item.component === todoListComponent)?.path : undefined), [shell]);

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <span>{t('workbench.todos')}</span>
          <Badge count={todos.total} overflowCount={99} data-testid="todo-count" />
        </Flex>
      }
      extra={listPath && <Button type="link" size="small" onClick={() => navigate(listPath)} data-testid="todo-all">{t('workbench.allTodos')}</Button>}
      data-testid="todo-card"
    >
      {todos.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noTodos')} />
      ) : (
        <Flex vertical gap={4}>
          {todos.records.map((task) => (
            <Button key={task.id} type="text" block style={{ textAlign: 'start', height: 'auto' }} onClick={() => navigate(flowPath('todo', task))} data-testid="todo-item">
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                <Typography.Text ellipsis>{task.taskTitle}</Typography.Text>
                <Typography.Text type="secondary" ellipsis>{task.taskName}</Typography.Text>
              </Flex>
            </Button>
          ))}
        </Flex>
      )}
    </Card>
  );
}
