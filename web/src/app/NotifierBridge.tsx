import { message, notification } from 'antd';
import { useEffect } from 'react';
import { bindNotifier, toastDurations, toastOffsets } from '../http/notifier';

/**
 * Binds the notifier port to antd's message and notification hooks, so toasts from non-React code
 * follow the theme. (Not antd's App component: it would pull the modal code into the login chunk.)
 */
export function NotifierBridge() {
  const [messageApi, messageHolder] = message.useMessage({ top: toastOffsets.message, duration: toastDurations.info, maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: toastOffsets.notification, duration: toastDurations.error, maxCount: 3 });
  useEffect(
    () =>
      bindNotifier({
        toast: (kind, text, durationSeconds) => void messageApi.open({ type: kind, content: text, duration: durationSeconds ?? toastDurations[kind] }),
        systemPrompt: (title, text) => notificationApi.error({ title, description: text, duration: toastDurations.error }),
      }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
