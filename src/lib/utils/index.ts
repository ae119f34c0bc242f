/** Pure helpers shared by screens: dates, durations, dictionaries, file types, trees, links, redirects. */
export { formatTime, formatDuration, toDate, type TimeInput } from './time';
export { selectDictLabel, selectDictLabels, type DictOption } from './dict';
export { fileTypeIcon, fileExtension, isImage, FILE_ICON_KEYS, type FileIconKey } from './file-type';
export { handleTree, type TreeNode } from './tree';
export { isExternalLink } from './link';
export { localizeLocation, localizeRunTime } from './server-text';
export { isSafeRedirect, safeRedirect, stripBasename, ROUTER_BASENAME } from './redirect';
