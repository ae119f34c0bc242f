import { createContext, useContext, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';

interface DragState {
  over?: string;
  start: (key: string) => void;
  enter: (key: string) => void;
  drop: (key: string) => void;
  end: () => void;
}

const DragContext = createContext<DragState | null>(null);

/**
 * Drag-to-reorder for an antd Table through HTML5 drag and drop: `components={{ body: { row: DraggableRow } }}`
 * inside `<DragRows onMove>`. A row dropped on another calls `onMove(draggedKey, targetKey)`.
 */
export function DragRows({
  onMove,
  disabled,
  children,
}: {
  onMove: (fromKey: string, toKey: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const state = useMemo<DragState | null>(
    () =>
      disabled
        ? null
        : {
            over,
            start: setDragged,
            enter: setOver,
            drop: (key) => {
              if (dragged && dragged !== key) onMove(dragged, key);
              setDragged(undefined);
              setOver(undefined);
            },
            end: () => {
              setDragged(undefined);
              setOver(undefined);
            },
          },
    [disabled, dragged, over, onMove],
  );
  return <DragContext.Provider value={state}>{children}</DragContext.Provider>;
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

/** A table row that can be dragged onto another row of the same table. */
export function DraggableRow(props: RowProps) {
  const drag = useContext(DragContext);
  const key = props['data-row-key'] === undefined ? undefined : String(props['data-row-key']);
  if (!drag || !key) return <tr {...props} />;
  return (
    <tr
      {...props}
      draggable
      style={{ ...props.style, ...(drag.over === key ? { boxShadow: 'inset 0 2px 0 #1677ff' } : {}) }}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', key);
        drag.start(key);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        if (drag.over !== key) drag.enter(key);
      }}
      onDrop={(e) => {
        e.preventDefault();
        drag.drop(key);
      }}
      onDragEnd={drag.end}
    />
  );
}
