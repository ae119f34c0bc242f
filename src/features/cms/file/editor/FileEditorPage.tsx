import { useQueryClient } from '@tanstack/react-query';
import { Empty, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { fileApi, fileKeys, type FileOperateBody } from '@/api/cms/file';
import { parentDir } from '@/components/cms/file-picker';
import { type CodeRecordForm, CodeRecordPage, languageOfFile } from '@/components/code-editor';
import { useRecordForm } from '@/components/record-form';
import { useCurrentSite } from '@/stores/current-site';

import { fileI18n } from '../i18n';
import { fileAccess, fileManagerPath } from '../queries';

/** What `POST /cms/file/read` answered for one path. */
interface SiteFileText {
  filePath: string;
  content: string;
}

/**
 * The file editor (`/cms/file/editor?filePath=`): one text file of the site with syntax by its suffix
 * (html, js, css, xml, json), Ctrl+S saves, leaving with unsaved changes asks first; Back returns
 * to the file's directory in the file manager.
 */
export default function FileEditorPage() {
  const t = fileI18n.useT();
  const navigate = useNavigate();
  const filePath = useSearchParams()[0].get('filePath') ?? '';
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const queryClient = useQueryClient();
  const contentKey = fileKeys.content(filePath, siteId);
  const record = useRecordForm<SiteFileText, FileOperateBody, CodeRecordForm>({
    load: {
      queryKey: contentKey,
      queryFn: async () => ({ filePath, content: (await fileApi.read(filePath)) ?? '' }),
      enabled: filePath !== '',
    },
    toForm: (file) => ({ content: file.content }),
    toBody: (values, file) => ({ filePath: file.filePath, fileContent: values.content ?? '' }),
    save: fileApi.edit,
    // The listings and tree show sizes and times. The editor keeps what it saved: a reload (or a new
    // record in the cache) would refill the form and drop what was typed since; the text is only
    // marked stale, so the next opening reads it again.
    invalidate: [fileKeys.lists(), fileKeys.tree(siteId)],
    onSaved: () => void queryClient.invalidateQueries({ queryKey: contentKey, refetchType: 'none' }),
    guard: { title: t('leaveTitle'), message: t('leaveMessage') },
  });
  if (!filePath) return <Empty />;
  return (
    <CodeRecordPage
      data-testid="file-editor"
      record={record}
      perm={fileAccess.perm}
      onBack={() => navigate(fileManagerPath(parentDir(filePath)))}
      language={languageOfFile(filePath)}
      label={t('content')}
      info={<Tag>{t('fileTag', { path: filePath })}</Tag>}
    />
  );
}
