/** Drag-and-drop reordering on the browser's drag events: `useDragSort`, `moveItem`, `moveAcross`. */
export { moveAcross, moveItem, useDragSort, type DragItemProps } from './use-drag-sort';
