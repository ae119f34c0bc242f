/**
 * Legacy Quartz jobs and their logs (`/monitor/job`, `/monitor/jobLog`), the calls of the V1.5.5
 * `api/monitor/job.js` / `jobLog.js` wrappers. The open-source backend has no controller for them, so
 * this follows RuoYi's SysJobController / SysJobLogController: the same validation (a valid Quartz
 * cron, no rmi/ldap/http targets, a whitelisted package), run-once writing a log, clean.
 */
import type { HttpHandler } from 'msw';

import { jobStore, type SysJob } from './job-store';
import type { Call, MockContext } from '../../core/context';
import { filterRows, idList, stampCreate, stampUpdate } from '../../core/crud';
import { ok } from '../../core/envelope';
import type { Locale } from '../../core/i18n';
import { raise } from '../../core/reply';

type Text = Record<Locale, (...args: string[]) => string>;

/** RuoYi's texts (the server's message bundles have no keys for the jobs), in the console's three languages. */
const TEXT = {
  cron: {
    'zh-CN': (op, name) => `${op}任务'${name}'失败，Cron表达式不正确`,
    'zh-TW': (op, name) => `${op}任務'${name}'失敗，Cron表達式不正確`,
    en: (op, name) => `${op} job '${name}' failed: the cron expression is invalid`,
  },
  target: {
    'zh-CN': (op, name, what) => `${op}任务'${name}'失败，目标字符串${what}`,
    'zh-TW': (op, name, what) => `${op}任務'${name}'失敗，目標字串${what}`,
    en: (op, name, what) => `${op} job '${name}' failed: the invoke target ${what}`,
  },
  notFound: { 'zh-CN': () => '任务不存在', 'zh-TW': () => '任務不存在', en: () => 'The job does not exist' },
  took: {
    'zh-CN': (name, ms) => `${name} 总共耗时：${ms}毫秒`,
    'zh-TW': (name, ms) => `${name} 總共耗時：${ms}毫秒`,
    en: (name, ms) => `${name} took ${ms} ms in total`,
  },
} satisfies Record<string, Text>;

const OPS: Record<Locale, { add: string; edit: string }> = {
  'zh-CN': { add: '新增', edit: '修改' },
  'zh-TW': { add: '新增', edit: '修改' },
  en: { add: 'Add', edit: 'Edit' },
};

const TARGET_RULES: { test: RegExp; text: Record<Locale, string> }[] = [
  {
    test: /rmi:/i,
    text: { 'zh-CN': "不允许'rmi'调用", 'zh-TW': "不允許'rmi'調用", en: "must not use 'rmi'" },
  },
  {
    test: /ldaps?:/i,
    text: { 'zh-CN': "不允许'ldap(s)'调用", 'zh-TW': "不允許'ldap(s)'調用", en: "must not use 'ldap(s)'" },
  },
  {
    test: /https?:\/\//i,
    text: { 'zh-CN': "不允许'http(s)'调用", 'zh-TW': "不允許'http(s)'調用", en: "must not use 'http(s)'" },
  },
  {
    test: /java\.net\.URL|javax\.naming\.InitialContext|org\.yaml\.snakeyaml|org\.springframework|org\.apache|java\.lang\.Runtime/i,
    text: { 'zh-CN': '存在违规', 'zh-TW': '存在違規', en: 'contains a forbidden class' },
  },
];

/** Simple bean calls `bean.method(args)` or classes inside the whitelisted `com.chestnut` package. */
const WHITELIST = /^(com\.chestnut\.[\w.]+|[a-zA-Z]\w*)\.\w+(\(.*\))?$/;

const FIELD_PATTERNS = [
  /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/, // second
  /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/, // minute
  /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/, // hour
  /^(\?|\*|L(-\d{1,2})?|LW|\d{1,2}W|(\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,\d{1,2}(-\d{1,2})?(\/\d{1,2})?)*|\*\/\d{1,2})$/, // day
  /^(\*|((\d{1,2}|[A-Z]{3})(-(\d{1,2}|[A-Z]{3}))?)(\/\d{1,2})?(,((\d{1,2}|[A-Z]{3})(-(\d{1,2}|[A-Z]{3}))?))*)(\/\d{1,2})?$/i, // month
  /^(\?|\*|L|[1-7]L|[1-7]#[1-5]|((\d|[A-Z]{3})(-(\d|[A-Z]{3}))?)(\/\d)?(,((\d|[A-Z]{3})(-(\d|[A-Z]{3}))?))*|\*\/\d)$/i, // week
  /^(\*|\d{4}(-\d{4})?(\/\d+)?(,\d{4}(-\d{4})?)*)$/, // year
];
const RANGES: [number, number][] = [
  [0, 59],
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [1, 7],
  [1970, 2099],
];

/** Quartz `CronExpression.isValidExpression`, to the level a form needs: shape, ranges, the `?` rule. */
export function isValidQuartzCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length < 6 || fields.length > 7) return false;
  if ((fields[3] === '?') === (fields[5] === '?')) return false;
  return fields.every((field, i) => {
    if (!FIELD_PATTERNS[i]?.test(field)) return false;
    const [min, max] = RANGES[i] ?? [0, 0];
    // Step sizes are not values; every other number must lie in the field's range.
    const values = field.replace(/\/\d+/g, '').match(/\d+/g) ?? [];
    return values.every((v) =>
      i === 5 && field.includes('#') ? true : Number(v) >= min && Number(v) <= max,
    );
  });
}

interface JobBody {
  jobId?: unknown;
  jobName?: unknown;
  jobGroup?: unknown;
  invokeTarget?: unknown;
  cronExpression?: unknown;
  misfirePolicy?: unknown;
  concurrent?: unknown;
  status?: unknown;
  remark?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

function findJob(c: Call, jobId: unknown): SysJob {
  const job = jobStore(c.db).jobs.find((j) => j.jobId === str(jobId));
  if (!job) return raise(TEXT.notFound[c.locale]());
  return job;
}

/** Validates a job body as SysJobController does before insert/update. */
function readJob(c: Call, body: JobBody, op: 'add' | 'edit') {
  const jobName = str(body.jobName).trim();
  const invokeTarget = str(body.invokeTarget).trim();
  const cronExpression = str(body.cronExpression).trim();
  c.validate((v) => [
    v.notBlank(jobName),
    v.length(jobName, 0, 64),
    v.notBlank(invokeTarget),
    v.length(invokeTarget, 0, 500),
    v.notBlank(cronExpression),
    v.length(cronExpression, 0, 255),
  ]);
  const opText = OPS[c.locale][op];
  if (!isValidQuartzCron(cronExpression)) raise(TEXT.cron[c.locale](opText, jobName));
  for (const rule of TARGET_RULES)
    if (rule.test.test(invokeTarget)) raise(TEXT.target[c.locale](opText, jobName, rule.text[c.locale]));
  if (!WHITELIST.test(invokeTarget))
    raise(
      TEXT.target[c.locale](
        opText,
        jobName,
        { 'zh-CN': '不在白名单内', 'zh-TW': '不在白名單內', en: 'is not whitelisted' }[c.locale],
      ),
    );
  return {
    jobName,
    jobGroup: str(body.jobGroup) || 'DEFAULT',
    invokeTarget,
    cronExpression,
    misfirePolicy: ['0', '1', '2', '3'].includes(str(body.misfirePolicy)) ? str(body.misfirePolicy) : '0',
    concurrent: str(body.concurrent) === '0' ? '0' : '1',
    status: str(body.status) === '0' ? '0' : '1',
    remark: str(body.remark) || undefined,
  };
}

/** Runs a job now: targets naming "fail" throw, everything else succeeds in a few milliseconds. */
function runOnce(c: Call, job: SysJob) {
  const failed = /fail/i.test(job.invokeTarget);
  const took = failed ? 2 : 8;
  const at = c.db.nowString();
  jobStore(c.db).logs.push({
    jobLogId: c.db.nextId(),
    jobName: job.jobName,
    jobGroup: job.jobGroup,
    invokeTarget: job.invokeTarget,
    jobMessage: TEXT.took[c.locale](job.jobName, String(took)),
    status: failed ? '1' : '0',
    exceptionInfo: failed
      ? `java.lang.reflect.InvocationTargetException: ${job.invokeTarget}\n\tat com.chestnut.quartz.util.JobInvokeUtil.invokeMethod(JobInvokeUtil.java:56)`
      : undefined,
    startTime: at,
    stopTime: at,
    createTime: at,
  });
}

export function jobHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get('/monitor/job/list', { perm: 'monitor:job:list' }, (c) =>
      c.page(filterRows(jobStore(c.db).jobs, c.query, { like: ['jobName'], eq: ['jobGroup', 'status'] })),
    ),
    route.put('/monitor/job/changeStatus', { perm: 'monitor:job:changeStatus' }, async (c) => {
      const body = await c.body<JobBody>();
      findJob(c, body.jobId).status = str(body.status) === '0' ? '0' : '1';
    }),
    route.put('/monitor/job/run', { perm: 'monitor:job:changeStatus' }, async (c) => {
      const body = await c.body<JobBody>();
      runOnce(c, findJob(c, body.jobId));
    }),
    route.get<{ jobId: string }>('/monitor/job/{jobId}', { perm: 'monitor:job:query' }, (c) =>
      ok(findJob(c, c.params.jobId)),
    ),
    route.post('/monitor/job', { perm: 'monitor:job:add' }, async (c) => {
      const job = readJob(c, await c.body<JobBody>(), 'add');
      jobStore(c.db).jobs.push(stampCreate(c, { jobId: c.db.nextId(), ...job }));
    }),
    route.put('/monitor/job', { perm: 'monitor:job:edit' }, async (c) => {
      const body = await c.body<JobBody>();
      const job = findJob(c, body.jobId);
      Object.assign(job, readJob(c, body, 'edit'));
      stampUpdate(c, job);
    }),
    route.delete('/monitor/job', { perm: 'monitor:job:remove' }, async (c) => {
      const ids = idList(await c.body<unknown>());
      if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'jobIds');
      const store = jobStore(c.db);
      store.jobs = store.jobs.filter((j) => !ids.includes(j.jobId));
    }),
    route.get('/monitor/jobLog/list', { perm: 'monitor:job:list' }, (c) => {
      const rows = filterRows(jobStore(c.db).logs, c.query, {
        like: ['jobName'],
        eq: ['jobGroup', 'status'],
        time: 'createTime',
      }).sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.jobLogId) - Number(a.jobLogId));
      return c.page(rows);
    }),
    route.delete('/monitor/jobLog/clean', { perm: 'monitor:job:remove' }, (c) => {
      jobStore(c.db).logs = [];
    }),
    route.delete<{ jobLogIds: string }>(
      '/monitor/jobLog/{jobLogIds}',
      { perm: 'monitor:job:remove' },
      (c) => {
        const ids = idList(c.params.jobLogIds);
        const store = jobStore(c.db);
        store.logs = store.logs.filter((l) => !ids.includes(l.jobLogId));
      },
    ),
  ];
}
