/** Seed of the friend links, comments (with replies and likes) and votes (with subjects and items). */
import { formatDateTime } from '../../core/time';
import type { CmsContent, CmsResource } from '../cms-types';
import type { Id } from '../types';
import type {
  CmsComment,
  CmsCommentLike,
  CmsLink,
  CmsLinkGroup,
  CmsVote,
  CmsVoteItem,
  CmsVoteSubject,
} from './operations';
import { at } from './operations-seed-ads';

const HOUR = 3_600_000;
const SEED = { createBy: 'admin', createTime: '2025-04-23 10:00:00' };

export function seedLinks(nextId: () => Id, resources: CmsResource[]) {
  const linkGroups: CmsLinkGroup[] = [];
  const links: CmsLink[] = [];
  const groups: [string, string, string, [string, string][]][] = [
    [
      '1',
      '合作伙伴',
      'partners',
      [
        ['中国工程咨询协会', 'https://www.cnaec.com.cn'],
        ['栗子CMS', 'https://www.1000mz.com'],
        ['Gitee', 'https://gitee.com'],
      ],
    ],
    ['1', '政府网站', 'gov', [['中国政府网', 'https://www.gov.cn']]],
    ['2', 'Partners', 'partners', [['ChestnutCMS', 'https://www.1000mz.com']]],
  ];
  groups.forEach(([siteId, name, code, rows], g) => {
    const linkGroupId = nextId();
    linkGroups.push({ ...SEED, linkGroupId, siteId, name, code, sortFlag: g + 1 });
    const image = resources.find((r) => r.siteId === siteId && r.resourceType === 'image');
    rows.forEach(([linkName, url], k) =>
      links.push({
        ...SEED,
        linkId: nextId(),
        siteId,
        groupId: linkGroupId,
        name: linkName,
        url,
        logo: k === 0 && image ? `iurl://resource?id=${image.resourceId}` : undefined,
        sortFlag: k + 1,
      }),
    );
  });
  return { linkGroups, links };
}

const COMMENT_TEXTS = [
  '文章写得很清楚，受益匪浅。',
  '请问继续教育的报名截止时间是哪天？',
  '支持！希望多举办这样的活动。',
  '广告链接打不开，麻烦看一下。',
  '内容与标题不符。',
  '已转发给同事。',
];
const CLIENTS = ['PC', 'H5', 'WeChat'];
const PLACES = ['浙江省', '北京市', '广东省', '上海市'];

/** Top-level comments in every audit status (one deleted), each with replies and likes. */
export function seedComments(nextId: () => Id, anchor: number, contents: CmsContent[]) {
  const comments: CmsComment[] = [];
  const commentLikes: CmsCommentLike[] = [];
  const sources = contents.filter((c) => c.siteId === '1').slice(0, 3);
  const base = (n: number, parentId: Id, sourceId: string): CmsComment => ({
    commentId: nextId(),
    siteId: '1',
    uid: String(1001 + (n % 5)),
    parentId,
    sourceType: 'cms_content',
    sourceId,
    content: at(COMMENT_TEXTS, n),
    likeCount: 0,
    auditStatus: n % 3,
    commentTime: formatDateTime(anchor - n * 5 * HOUR),
    delFlag: n === 4 ? 1 : 0,
    ip: `192.168.1.${10 + n}`,
    location: at(PLACES, n),
    clientType: at(CLIENTS, n),
  });
  for (let n = 0; n < 9; n++) {
    const source = sources.length > 0 ? at(sources, n) : undefined;
    const top = base(n, '0', source?.contentId ?? String(n + 1));
    comments.push(top);
    for (let r = 0; r < n % 3; r++) {
      const reply = base(n + r + 1, top.commentId, top.sourceId);
      reply.replyUid = top.uid;
      reply.content = `回复：${at(COMMENT_TEXTS, n + r + 2)}`;
      reply.commentTime = formatDateTime(anchor - n * 5 * HOUR + (r + 1) * 600_000);
      comments.push(reply);
    }
    for (let l = 0; l < (n % 4) + 1; l++)
      commentLikes.push({
        logId: nextId(),
        commentId: top.commentId,
        uid: String(2001 + l),
        likeTime: formatDateTime(anchor - n * 5 * HOUR + (l + 1) * 300_000),
      });
    top.likeCount = (n % 4) + 1;
  }
  return { comments, commentLikes };
}

export function seedVotes(nextId: () => Id, anchor: number) {
  const votes: CmsVote[] = [];
  const voteSubjects: CmsVoteSubject[] = [];
  const voteItems: CmsVoteItem[] = [];
  const day = 24 * HOUR;
  const plans: [string, string, string, [string, string, string[]][]][] = [
    [
      'satisfaction',
      '网站满意度调查',
      '0',
      [
        ['您对网站改版的总体评价', 'radio', ['非常满意', '满意', '一般', '不满意']],
        ['您常用的栏目（可多选）', 'checkbox', ['新闻动态', '通知公告', '政策法规']],
        ['您的建议', 'input', []],
      ],
    ],
    ['annual_event', '年会主题征集', '1', [['您更喜欢哪个主题', 'radio', ['数字化转型', '绿色发展']]]],
    ['old_poll', '往期投票（已关闭）', '2', []],
  ];
  plans.forEach(([code, title, status, subjects], v) => {
    const voteId = nextId();
    // Participants: as many as the busiest subject's votes (a checkbox subject may count one twice).
    let total = 0;
    subjects.forEach(([subjectTitle, type, items], s) => {
      let subjectVotes = 0;
      const subjectId = nextId();
      voteSubjects.push({ ...SEED, subjectId, voteId, type, title: subjectTitle, sortFlag: s + 1 });
      items.forEach((content, i) => {
        const count = ((i + 1) * 17 + s * 5) % 40;
        subjectVotes += count;
        voteItems.push({
          ...SEED,
          itemId: nextId(),
          voteId,
          subjectId,
          type: 'Text',
          content,
          sortFlag: i + 1,
          total: count,
        });
      });
      total = Math.max(total, subjectVotes);
    });
    votes.push({
      ...SEED,
      voteId,
      code,
      title,
      startTime: formatDateTime(anchor - (30 - v * 5) * day),
      endTime: formatDateTime(anchor + (30 - v * 20) * day),
      userType: 'ip',
      dayLimit: 1,
      totalLimit: v + 1,
      status,
      viewType: String(v % 3),
      total,
      source: 'cms:1',
    });
  });
  return { votes, voteSubjects, voteItems };
}
