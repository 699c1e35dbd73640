import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanBinding } from './appPackageTypes';

interface PlanBindingsProps {
  bindings: PlanBinding[];
  /** The values given for the current plan, shown again so a re-plan keeps them. */
  values: Readonly<Record<string, string>>;
  isPlanning: boolean;
  onReplan(values: Record<string, string>): void;
}

/**
 * The environment values the package needs (connection details and secrets never travel in it):
 * an input for each binding the plan has no value for, and "plan again" with the values typed.
 */
export function PlanBindings({ bindings, values, isPlanning, onReplan }: PlanBindingsProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<string, string>>({ ...values });
  const unbound = bindings.filter((binding) => !binding.bound);
  const isComplete = unbound.every((binding) => (typed[binding.name] ?? '').trim() !== '');
  return (
    <Form layout="vertical" data-testid="plan-bindings" onFinish={() => onReplan(Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim() !== '')))}>
      {bindings.map((binding) => (
        <Form.Item
          key={binding.name}
          label={<Space><Typography.Text code>{binding.name}</Typography.Text>{binding.bound ? <Tag color="success">{t('appPackages.bindings.bound')}</Tag> : <Tag color="warning">{t('appPackages.bindings.unbound')}</Tag>}</Space>}
          extra={binding.description}
          required={!binding.bound}
        >
          <Input.Password
            value={typed[binding.name] ?? ''}
            placeholder={binding.bound ? t('appPackages.bindings.keep') : ''}
            onChange={(event) => setTyped((current) => ({ ...current, [binding.name]: event.target.value }))}
            data-testid={`plan-binding-${binding.name}`}
          />
        </Form.Item>
      ))}
      <Button htmlType="submit" disabled={!isComplete} loading={isPlanning} data-testid="plan-replan">{t('appPackages.bindings.replan')}</Button>
    </Form>
  );
}
