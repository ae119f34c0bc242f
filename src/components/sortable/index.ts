/** Drag-and-drop reordering on the browser's drag events: `useDragSort`, `moveItem`. */
export { moveItem, useDragSort, type DragItemProps } from './use-drag-sort';
