import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { HttpError } from '../../http/envelope';
import { notifier, toastDurations } from '../../http/notifier';
import { handleEnterToNext } from '../../hooks/enterToNext';
import type { OpenedSession } from '../../stores/sessionTypes';
import { DepartmentChoiceStep } from '../DepartmentChoiceStep';
import { serverMessage } from './serverMessage';
import { useSliderGate } from './SliderGate';
import { useCountdown } from './useCountdown';
import { useLoginFamilyApi } from './useLoginFamily';

/** Seconds before another SMS may be asked for (spec: 60 s resend). */
export const smsResendSeconds = 60;

const mobilePattern = /^\d{11}$/;

interface PhoneLoginValues {
  mobile: string;
  captcha: string;
}

/**
 * The phone-code tab of the login page (spec §2 "account/password or phone code", §7 SMS captcha
 * and phoneLogin): the number, a code sent by SMS (resend after 60 s), then the same way on as a
 * password login: a user in several departments chooses one, then the session is stored and the
 * navigation guard takes the user on.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const api = useLoginFamilyApi();
  const { session } = useServices();
  const [form] = Form.useForm<PhoneLoginValues>();
  const countdown = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const [departStep, setDepartStep] = useState<OpenedSession | undefined>(undefined);
  // When the server asks for a solved slider (login/slider-required), the puzzle comes first.
  const slider = useSliderGate();

  const failed = (error: unknown) => notifier().toast('error', serverMessage(error) ?? t('login.failed'), toastDurations.singleError);

  const sendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({ mobile: undefined }));
    if (!mobile) return;
    setIsSending(true);
    try {
      const envelope = await slider.run((sliderToken) => api.sendSmsCode(mobile.trim(), sliderToken));
      if (!envelope) return;
      countdown.start(smsResendSeconds);
      notifier().toast('info', envelope.message || t('loginFamily.phone.send'));
    } catch (error) {
      // A refusal to send (rate limit, slider) is the server's to explain.
      failed(error);
    } finally {
      setIsSending(false);
    }
  };

  const onFinish = async ({ mobile, captcha }: PhoneLoginValues) => {
    setIsLoggingIn(true);
    try {
      const envelope = await slider.run((sliderToken) => api.phoneLogin(mobile.trim(), captcha.trim(), sliderToken));
      if (!envelope) return;
      const result = envelope.result;
      if (!result?.token) failed(undefined);
      else if (result.multiDepart === 2) setDepartStep(result);
      else session.getState().storeLogin(result);
    } catch (error) {
      failed(error instanceof HttpError ? error : undefined);
    } finally {
      setIsLoggingIn(false);
    }
  };

  if (departStep) return <DepartmentChoiceStep login={departStep} />;
  return (
    <>
      {slider.modal}
      <Form<PhoneLoginValues> form={form} name="phoneLogin" layout="vertical" size="large" requiredMark={false} onFinish={(values) => void onFinish(values)} onKeyDown={handleEnterToNext}>
        <Form.Item name="mobile" label={t('loginFamily.phone.mobile')} rules={[{ required: true, pattern: mobilePattern, transform: (value: string) => value?.trim(), message: t('loginFamily.phone.mobileInvalid') }]}>
          <Input prefix={<MobileOutlined />} inputMode="numeric" autoComplete="tel" maxLength={11} autoFocus />
        </Form.Item>
        <Form.Item label={t('loginFamily.phone.code')} required={false}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('loginFamily.phone.codeInvalid') }]}>
              <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Button onClick={() => void sendCode()} loading={isSending} disabled={countdown.secondsLeft > 0} data-testid="phone-send-code">
              {countdown.secondsLeft > 0 ? t('loginFamily.phone.resendIn', { seconds: countdown.secondsLeft }) : t('loginFamily.phone.send')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoggingIn}>
          {t('loginFamily.phone.submit')}
        </Button>
      </Form>
    </>
  );
}
