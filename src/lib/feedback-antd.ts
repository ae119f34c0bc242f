/** antd's popup APIs, split out so they load on first use instead of with the sign-in page. */
export { message, Modal, notification } from 'antd';
