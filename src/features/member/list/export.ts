import { useCallback } from 'react';

import { memberApi, type MemberQuery, type MemberVO } from '@/api/member/member';
import { useDict } from '@/components/dict';
import { exportFileName } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { selectDictLabel } from '@/lib/utils';
import { saveCsv, type CsvColumn } from '@/lib/utils/csv';

import { lastLoginText } from './columns';
import { memberI18n } from './i18n';

const PAGE = 200;

/** Every member the filters match, page by page (the 1.5.5 server has no member export). */
async function allMembers(query: MemberQuery): Promise<MemberVO[]> {
  const rows: MemberVO[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await memberApi.list({ ...query, pageNum, pageSize: PAGE });
    rows.push(...page.rows);
    if (page.rows.length < PAGE || rows.length >= page.total) return rows;
  }
}

/** Exports the filtered list as CSV in the browser (every page, not only the one on screen). */
export function useMemberExport(query: () => MemberQuery) {
  const t = memberI18n.useT();
  const status = useDict('MemberStatus');
  return useCallback(async () => {
    const rows = await allMembers(query());
    if (rows.length === 0) {
      feedback.warning(t('exportEmpty'));
      return;
    }
    const columns: CsvColumn<MemberVO>[] = [
      { title: t('memberId'), value: (m) => m.memberId },
      { title: t('userName'), value: (m) => m.userName },
      { title: t('nickName'), value: (m) => m.nickName },
      { title: t('email'), value: (m) => m.email },
      { title: t('phoneNumber'), value: (m) => m.phoneNumber },
      { title: t('status'), value: (m) => selectDictLabel(status.options, m.status) },
      { title: t('sourceType'), value: (m) => m.sourceType },
      { title: t('createTime'), value: (m) => m.createTime },
      { title: t('lastLogin'), value: lastLoginText },
    ];
    await saveCsv(exportFileName('member').replace(/\.xlsx$/, ''), columns, rows);
  }, [query, status.options, t]);
}
