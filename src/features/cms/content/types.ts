/** The page widget tab's shapes (the content shapes are in src/api/cms/content.ts). */
import type { PageParams } from '@/lib/http';

/** PageWidgetVO. */
export interface PageWidget {
  pageWidgetId: string;
  catalogId: string;
  catalogName?: string;
  type: string;
  name: string;
  code: string;
  /** CMSPageWidgetStatus */
  state: string;
  publishPipeCode: string;
  template?: string;
  path: string;
  /** The editor route of the widget's type. */
  route?: string;
}

export interface PageWidgetQuery extends PageParams {
  catalogId?: string;
  type?: string;
}

/** Body of `POST /cms/pagewidget?type=`. */
export interface PageWidgetForm {
  catalogId: string;
  type: string;
  name: string;
  code: string;
  publishPipeCode: string;
  path: string;
  remark?: string;
}

export interface PageWidgetType {
  id: string;
  name: string;
}
