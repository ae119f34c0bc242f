import { VerticalAlignTopOutlined } from '@ant-design/icons';

import { DictTag } from '@/components/dict';
import { Hint } from '@/components/hint';
import type { ListColumn } from '@/components/list';

/** The fields of a content row that the small content tables show. */
export interface ContentRowBasics {
  title: string;
  status: string;
  topFlag?: string | number;
  publishDate?: string;
}

export interface ContentColumnLabels {
  title: string;
  status: string;
  publishDate: string;
  /** The top marker's tooltip. */
  topping: string;
}

/**
 * Title (with the top marker), status and publish date: the columns of the content picker and of the
 * content list's sort and related-content dialogs, labelled in the caller's strings.
 */
export function contentRowColumns<Row extends ContentRowBasics>(
  labels: ContentColumnLabels,
): ListColumn<Row>[] {
  return [
    {
      key: 'title',
      dataIndex: 'title',
      title: labels.title,
      ellipsis: true,
      render: (value: string, row) => (
        <>
          {Number(row.topFlag ?? 0) > 0 && (
            <Hint title={labels.topping}>
              <VerticalAlignTopOutlined style={{ marginRight: 4 }} />
            </Hint>
          )}
          {value}
        </>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: labels.status,
      width: 100,
      render: (value: string) => <DictTag type="CMSContentStatus" value={value} />,
    },
    { key: 'publishDate', dataIndex: 'publishDate', title: labels.publishDate, width: 170 },
  ];
}
