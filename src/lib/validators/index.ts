/** Field checks of spec §5 and the antd Form rules built on them. */
export { isBlank, isCode, isEmail, isHttpUrl, isMobile, isUrl } from './patterns';
export { rules } from './rules';
