import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { baiduStatApi, baiduStatKeys } from '@/api/cms/stat-baidu';
import { useCurrentSite } from '@/stores/current-site';

export type DayRange = [Dayjs, Dayjs];

/** The backend reads the range as `yyyy-MM-dd HH:mm:ss`. */
const REQUEST_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The last `days` days up to the end of today. */
export function lastDays(days: number): DayRange {
  return [dayjs().subtract(days, 'day').startOf('day'), dayjs().endOf('day')];
}

export function rangeParams([start, end]: DayRange): { startDate: string; endDate: string } {
  return { startDate: start.format(REQUEST_FORMAT), endDate: end.format(REQUEST_FORMAT) };
}

export interface BaiduFilterDraft<E> {
  bdSiteId?: string;
  range: DayRange;
  extra: E;
}

/**
 * The controls every Baidu report shares: the Baidu sites of the current site (the first is picked), a
 * date range (default the last 30 days) and the report's own options (`extra`). What the user edits is
 * the draft; Search applies it, and the reports follow what was applied.
 */
export function useBaiduFilter<E extends object>(initialExtra: E) {
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const sites = useQuery({
    queryKey: baiduStatKeys.extra('sites', siteId),
    queryFn: () => baiduStatApi.sites(),
    // The reply depends on the current site (the CurrentSite header): wait until it is known.
    enabled: siteId !== undefined,
  });
  const [draft, setDraft] = useState<BaiduFilterDraft<E>>(() => ({
    range: lastDays(30),
    extra: initialExtra,
  }));
  const [applied, setApplied] = useState<BaiduFilterDraft<E>>(draft);
  const first = sites.data?.[0]?.site_id;
  const bdSiteId = applied.bdSiteId ?? first;
  return {
    sites,
    noSite: sites.isSuccess && (sites.data?.length ?? 0) === 0,
    draft: { ...draft, bdSiteId: draft.bdSiteId ?? first },
    update: (patch: Partial<BaiduFilterDraft<E>>) => setDraft((d) => ({ ...d, ...patch })),
    updateExtra: (patch: Partial<E>) => setDraft((d) => ({ ...d, extra: { ...d.extra, ...patch } })),
    apply: () => setApplied({ ...draft, bdSiteId: draft.bdSiteId ?? first }),
    /** What the reports ask for; `bdSiteId` undefined until the sites are known. */
    applied: { ...applied, bdSiteId },
  };
}

export type BaiduFilter<E extends object> = ReturnType<typeof useBaiduFilter<E>>;

/** One Baidu report of the applied filter (`query` undefined: no Baidu site yet, nothing asked). */
export function useBaiduReport<Q, R>(name: string, query: Q | undefined, fetch: (query: Q) => Promise<R>) {
  return useQuery({
    queryKey: baiduStatKeys.extra(name, query),
    queryFn: () => (query === undefined ? Promise.reject(new Error('no Baidu site')) : fetch(query)),
    enabled: query !== undefined,
  });
}
