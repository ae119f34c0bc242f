import { Button, Card, Flex, Typography } from 'antd';

import { FIELD_KINDS, type FieldKind } from './design';
import { buildI18n } from './i18n';

/** The drag payload of a palette item (a new field) and of a canvas item (a field being moved). */
export const DRAG_KIND = 'application/x-chestnut-field-kind';
export const DRAG_FIELD = 'application/x-chestnut-field-id';

/** The controls one can add: click appends, dragging drops where the pointer is on the canvas. */
export function Palette({ onAdd }: { onAdd: (kind: FieldKind) => void }) {
  const t = buildI18n.useT();
  return (
    <Card size="small" title={t('palette')} data-testid="build-palette">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('addHint')}
      </Typography.Paragraph>
      <Flex vertical gap={6}>
        {FIELD_KINDS.map((kind) => (
          <Button
            key={kind}
            block
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_KIND, kind);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(kind)}
          >
            {t(`kinds.${kind}`)}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
