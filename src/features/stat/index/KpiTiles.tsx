import { Card, Col, Row, Statistic } from 'antd';

export interface Kpi {
  key: string;
  label: string;
  value: number | undefined;
  suffix?: string;
  precision?: number;
}

/** A row of headline figures (sums over the range) above a report. */
export function KpiTiles({ items, loading }: { items: readonly Kpi[]; loading?: boolean }) {
  const span = Math.max(4, Math.floor(24 / Math.max(1, items.length)));
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="stat-kpis">
      {items.map((item) => (
        <Col key={item.key} xs={12} lg={span}>
          <Card size="small" loading={loading}>
            <Statistic
              title={item.label}
              value={item.value ?? 0}
              precision={item.precision}
              suffix={item.suffix}
              groupSeparator=","
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
