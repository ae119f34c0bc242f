/** Seed of the advertising area (ads, hourly counters, click and view events) and the manual blocks' rows. */
import { formatDateTime } from '../../core/time';
import type { CmsContent, CmsPageWidget, CmsResource } from '../cms-types';
import type { Id } from '../types';
import type { CmsAdEventLog, CmsAdHourStat, CmsAdvertisement } from './operations';

const HOUR = 3_600_000;
const DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
/** The n-th entry of a non-empty list, round robin. */
export const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** yyyyMMddHH of an epoch ms. */
export function hourKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}`;
}

const AD_NAMES: Record<string, [string, string][]> = {
  // [name, state]: enabled, disabled, and one past its offline date.
  '1': [
    ['秋季招生横幅', '0'],
    ['行业年会广告', '0'],
    ['会员招募', '1'],
    ['春季活动（已过期）', '0'],
  ],
  '2': [
    ['Autumn banner', '0'],
    ['Annual meeting', '1'],
  ],
};

const DEVICES = [
  ['Pc', 'Chrome', 'Windows 10'],
  ['Mobile', 'Safari', 'iOS'],
  ['Mobile', 'WeChat', 'Android'],
  ['Pc', 'Firefox', 'Linux'],
] as const;
const PLACES = ['浙江省 杭州市', '北京市', '广东省 深圳市', '上海市'];

export function seedAds(
  nextId: () => Id,
  anchor: number,
  widgets: CmsPageWidget[],
  resources: CmsResource[],
) {
  const advertisements: CmsAdvertisement[] = [];
  const adHourStats: CmsAdHourStat[] = [];
  const adClickLogs: CmsAdEventLog[] = [];
  const adViewLogs: CmsAdEventLog[] = [];
  for (const space of widgets.filter((w) => w.type === 'ads')) {
    const images = resources.filter((r) => r.siteId === space.siteId && r.resourceType === 'image');
    (AD_NAMES[space.siteId] ?? []).forEach(([name, state], k) => {
      const expired = name.includes('过期');
      const image = images[k % Math.max(images.length, 1)];
      advertisements.push({
        advertisementId: nextId(),
        siteId: space.siteId,
        adSpaceId: space.pageWidgetId,
        type: 'image',
        name,
        weight: 100 - k * 10,
        state,
        onlineDate: formatDateTime(anchor - (DAYS + 10) * 24 * HOUR),
        offlineDate: expired ? formatDateTime(anchor - 5 * 24 * HOUR) : '2999-12-31 00:00:00',
        redirectUrl: `https://www.example.com/ad/${k + 1}`,
        resourcePath: image ? `iurl://resource?id=${image.resourceId}` : undefined,
        createBy: 'admin',
        createTime: formatDateTime(anchor - (DAYS + 10) * 24 * HOUR),
      });
    });
  }
  advertisements.forEach((ad, a) => {
    for (let h = DAYS * 24 - 1; h >= 0; h--) {
      const ms = anchor - h * HOUR;
      // A daily wave (busy afternoons) scaled per ad: the same numbers on every seed.
      const hourOfDay = new Date(ms).getHours();
      const view = ((hourOfDay * 7 + a * 13 + h) % 23) + (hourOfDay >= 9 && hourOfDay <= 18 ? 20 : 4);
      const click = (view * (3 + a)) % 11 === 0 ? 0 : Math.floor(view / (6 + a));
      adHourStats.push({
        statId: nextId(),
        siteId: ad.siteId,
        hour: hourKey(ms),
        advertisementId: ad.advertisementId,
        click,
        view,
      });
    }
  });
  const event = (ad: CmsAdvertisement, n: number, ms: number): CmsAdEventLog => {
    const [deviceType, browser, os] = at(DEVICES, n);
    return {
      logId: nextId(),
      siteId: ad.siteId,
      adId: ad.advertisementId,
      adName: ad.name,
      host: 'www.example.com',
      ip: `10.0.${n % 7}.${(n * 37) % 250}`,
      address: at(PLACES, n),
      referer: n % 3 === 0 ? '' : `https://www.example.com/news/${1000 + n}.shtml`,
      browser,
      userAgent: `Mozilla/5.0 (${os}) ${browser}`,
      os,
      deviceType,
      locale: 'zh-CN',
      evtTime: formatDateTime(ms),
    };
  };
  const enabled = advertisements.filter((ad) => ad.state === '0');
  for (let n = 0; n < 90 && enabled.length > 0; n++) {
    const ms = anchor - n * 7 * HOUR - (n % 5) * 60_000;
    const ad = at(enabled, n);
    adViewLogs.push(event(ad, n, ms));
    if (n % 3 === 0) adClickLogs.push(event(ad, n, ms + 30_000));
  }
  return { advertisements, adHourStats, adClickLogs, adViewLogs };
}

/** Gives each manual block two rows of items: picked contents and one typed by hand. */
export function seedManualBlocks(widgets: CmsPageWidget[], contents: CmsContent[], resources: CmsResource[]) {
  for (const block of widgets.filter((w) => w.type === 'manual' && !w.content)) {
    const picked = contents.filter((c) => c.siteId === block.siteId).slice(0, 3);
    const image = resources.find((r) => r.siteId === block.siteId && r.resourceType === 'image');
    const item = (c: CmsContent) => ({
      title: c.title,
      url: `iurl://content?id=${c.contentId}`,
      logo: image ? `iurl://resource?id=${image.resourceId}` : '',
      summary: '',
      publishDate: c.publishDate ?? '',
    });
    const rows = [
      { items: picked.slice(0, 2).map(item) },
      {
        items: [
          ...picked.slice(2).map(item),
          { title: 'ChestnutCMS', url: 'https://www.1000mz.com', logo: '', summary: '', publishDate: '' },
        ],
      },
    ];
    block.content = JSON.stringify(rows);
  }
}
