import { message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * One place for toasts, notifications and confirms raised outside React components (the HTTP client,
 * stores). The app registers antd's context-aware instances (theme, locale) through `FeedbackBridge`;
 * until then the static functions are used so nothing is ever swallowed.
 */
interface FeedbackApi {
  message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info' | 'loading'>;
  notification: Pick<NotificationInstance, 'error' | 'success' | 'warning' | 'info'>;
  modal: { confirm: (props: ModalFuncProps) => unknown };
}

let api: FeedbackApi = { message: staticMessage, notification: staticNotification, modal: Modal };

export function registerFeedback(next: FeedbackApi): void {
  api = next;
}

export const feedback = {
  success: (content: string, duration?: number) => void api.message.success(content, duration),
  error: (content: string, duration?: number) => void api.message.error(content, duration),
  warning: (content: string, duration?: number) => void api.message.warning(content, duration),
  info: (content: string, duration?: number) => void api.message.info(content, duration),
  notifyError: (title: string, description?: string) =>
    api.notification.error({ title, description }),
  /** Resolves true on OK, false on cancel or close. */
  confirm: (options: { title: string; content?: string; okText?: string; cancelText?: string; danger?: boolean }) =>
    new Promise<boolean>((resolve) => {
      api.modal.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText,
        cancelText: options.cancelText,
        okButtonProps: options.danger ? { danger: true } : undefined,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }),
};
