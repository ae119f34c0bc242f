import { contentApi } from '@/api/cms/content';

const PAGE = 500;

/**
 * The content to place `contentId` before when moving it `offset` rows in its catalog's default order
 * (positive = down, negative = up), since `POST /cms/content/sort` takes a target content, not a
 * number. Undefined when the move leaves the list.
 */
export async function sortTargetFor(
  catalogId: string,
  contentId: string,
  offset: number,
): Promise<string | undefined> {
  const ids: string[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await contentApi.list({ catalogId, pageNum, pageSize: PAGE });
    ids.push(...page.rows.map((r) => r.contentId));
    if (ids.includes(contentId) && ids.length > ids.indexOf(contentId) + offset + 1) break;
    if (page.rows.length < PAGE || ids.length >= page.total) break;
  }
  const index = ids.indexOf(contentId);
  if (index < 0 || offset === 0) return undefined;
  // Placed *before* the target: moving down n rows means landing before the row n + 1 below.
  const target = offset > 0 ? index + offset + 1 : index + offset;
  return target >= 0 && target < ids.length ? ids[target] : undefined;
}
