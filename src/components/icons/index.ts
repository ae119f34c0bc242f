export { ICON_MAP, ICON_NAMES, menuIcon } from './icon-map';
export { IconPicker, type IconPickerProps } from './IconPicker';
