import type { ModalFuncProps } from 'antd';

import type * as FeedbackAntd from './feedback-antd';

/**
 * One place for toasts, notifications and confirms, for React and non-React code alike (the HTTP
 * client, stores). antd's static APIs are loaded on first use — the sign-in page must stay light —
 * and render inside the app's theme and locale through `ConfigProvider.config({ holderRender })`,
 * which the app sets up at start.
 */
type AntdPopups = typeof FeedbackAntd;

let popups: Promise<AntdPopups> | undefined;
function load(): Promise<AntdPopups> {
  popups ??= import('./feedback-antd');
  return popups;
}

/** Starts loading the popup code early (e.g. when the sign-in form is submitted). */
export function preloadFeedback(): void {
  void load();
}

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** Extra antd Modal.confirm props, for the rare caller that needs them. */
  props?: Omit<ModalFuncProps, 'onOk' | 'onCancel'>;
}

export const feedback = {
  success: (content: string, duration?: number) =>
    void load().then((a) => a.message.success(content, duration)),
  error: (content: string, duration?: number) => void load().then((a) => a.message.error(content, duration)),
  warning: (content: string, duration?: number) =>
    void load().then((a) => a.message.warning(content, duration)),
  info: (content: string, duration?: number) => void load().then((a) => a.message.info(content, duration)),
  notifyError: (title: string, description?: string) =>
    void load().then((a) => a.notification.error({ title, description })),
  /** Resolves true on OK, false on cancel or close. */
  confirm: (options: ConfirmOptions) =>
    load().then(
      (a) =>
        new Promise<boolean>((resolve) => {
          a.Modal.confirm({
            ...options.props,
            title: options.title,
            content: options.content,
            okText: options.okText,
            cancelText: options.cancelText,
            okButtonProps: options.danger ? { danger: true } : undefined,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    ),
};
