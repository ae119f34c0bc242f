/** The basic fields of a page widget, shared by the ad-space and manual-block screens. */
export { PageWidgetFields, usePublishPipeOptions } from './PageWidgetFields';
