/** The page widget tab's shapes (the content shapes are in src/api/cms/content.ts). */
import type { PageWidgetAddBody } from '@/api/cms/pagewidget';

export type { PageWidget, PageWidgetQuery, PageWidgetType } from '@/api/cms/pagewidget';

/** What the Add dialog fills: the add body with its path always set. */
export type PageWidgetForm = PageWidgetAddBody & { path: string };
