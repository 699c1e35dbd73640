import type { TFunction } from 'i18next';
import type { Rule } from 'antd/es/form';
import type { ConsoleApi } from '../api';

/** Role code rules (spec §5): required, letters, digits, underscore and hyphen (so no Chinese), unique in the tenant. */
export function roleCodeRules(api: ConsoleApi, t: TFunction, exceptId?: string): Rule[] {
  return [
    { required: true, message: t('console.required') },
    { max: 100 },
    { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return;
        const check = await api.roles.checkCode(value, exceptId);
        if (!check.isFree) throw new Error(check.message);
      },
    },
  ];
}
