import { checkNewPassword } from '@wharf/engine';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessageCode } from '../../i18n/i18n';

/**
 * The new password and its confirmation (spec §5: 8–30 characters, three of upper, lower, digit,
 * special; both entries match), checked with engine's `checkNewPassword`, the server's own policy.
 */
export function NewPasswordFields({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.required') },
          {
            validator: async (_rule, value: string) => {
              const problem = value ? checkNewPassword(value, { username })[0] : undefined;
              if (problem) throw new Error(translateMessageCode(i18n, problem) ?? t('password.weak'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
