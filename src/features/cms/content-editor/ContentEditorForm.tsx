import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Row } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { contentApi, contentKeys } from '@/api/cms/content';
import { AsyncTaskDialog, useAsyncTaskDialog, type AsyncTaskVO } from '@/components/async-task';
import { useAuth } from '@/components/auth';
import type { CatalogTreeNode } from '@/components/cms/catalog-tree';
import type { ContentTypeId } from '@/components/cms/content-types';
import { ExModelCard } from '@/components/cms/exmodel-editor';
import { useLeaveGuard } from '@/components/leave-guard';
import { feedback } from '@/lib/feedback';
import { useTagsView } from '@/stores/tags-view';

import { addCover, buildSaveBody, toFormValues } from './build-body';
import { DraftAlert } from './DraftAlert';
import { EditorToolbar } from './EditorToolbar';
import { FormChangeContext } from './form/change-context';
import { SideTabs } from './form/SideTabs';
import { TitleCard } from './form/TitleCard';
import { editorI18n } from './i18n';
import type { ContentVO, PublishPipeProp } from './types';
import { CONTENT_TYPE_EDITORS } from './types/registry';
import { clearDraft, draftKey, readDraft, useDraftAutosave } from './use-draft';
import { useEditorActions } from './use-editor-actions';
import { useResourcePicker } from './use-resource-picker';

type Values = Record<string, unknown>;
type After = 'publish' | 'toPublish' | null;

const CONTENT_PAGE = '/configs/content';
const PREVIEW_PAGE = `${import.meta.env.BASE_URL}cms/preview?type=content`;
const snapshotOf = (values: Values) => JSON.stringify(values);

export function ContentEditorForm({ vo, reload }: { vo: ContentVO; reload: () => void }) {
  const t = editorI18n.useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { can } = useAuth();
  const type = vo.contentType as ContentTypeId;
  const editor = CONTENT_TYPE_EDITORS[type];
  const saved = !!vo.createTime;
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => toFormValues(vo, editor), [vo, editor]);
  const snapshot = useMemo(() => snapshotOf(initial), [initial]);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const after = useRef<After>(null);
  const picker = useResourcePicker();
  const key = draftKey({ saved, contentId: vo.contentId, catalogId: vo.catalogId, type });
  const newKey = draftKey({ saved: false, contentId: '', catalogId: vo.catalogId, type });
  const [draft, setDraft] = useState(() => {
    const found = readDraft<Values>(key);
    return found && snapshotOf(found.values) !== snapshot ? found : undefined;
  });

  const recheck = useCallback(() => {
    setDirty(snapshotOf(form.getFieldsValue(true) as Values) !== snapshot);
  }, [form, snapshot]);
  const autosave = useDraftAutosave(key, dirty, () => form.getFieldsValue(true) as Values);
  const guard = useLeaveGuard({
    when: dirty,
    title: t('msg.closeConfirmTitle'),
    message: t('msg.closeConfirm'),
  });

  const catalogId = (Form.useWatch('catalogId', form) as string | undefined) ?? vo.catalogId;
  const perm = (item: string) => `Catalog:${item}:${catalogId}`;
  const canSave = can({ perm: [perm(saved ? 'EditContent' : 'AddContent')] });
  const canPublish = can({ perm: [perm('Publish'), perm('EditContent')] });
  const canEdit = can({ perm: [perm('EditContent')] });

  const { locked, lockUser, publishNow, toPublishNow, toggleLock, baiduPush } = useEditorActions(vo);

  const onSaved = async (task: AsyncTaskVO) => {
    setBusy(false);
    if (task.status !== 'SUCCESS') {
      autosave.flush();
      return;
    }
    autosave.clear();
    clearDraft(newKey);
    guard.release();
    // Every list showing contents (the kept-alive content tab too) reloads when next shown.
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    const next = after.current;
    after.current = null;
    try {
      if (next === 'publish') await publishNow();
      else if (next === 'toPublish') await toPublishNow();
    } finally {
      if (saved) reload();
      else {
        const search = new URLSearchParams({
          type,
          catalogId: String(form.getFieldValue('catalogId')),
          id: vo.contentId,
        });
        navigate(`${pathname}?${search.toString()}`, { replace: true });
      }
    }
  };
  const progress = useAsyncTaskDialog({
    title: t('msg.saving'),
    successMessage: t('msg.saveSuccess'),
    onDone: (task) => void onSaved(task),
  });

  const save = async (then: After = null) => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const body = buildSaveBody(values, editor, saved);
    autosave.flush();
    after.current = then;
    setBusy(true);
    try {
      const reply = saved ? await contentApi.update(type, body) : await contentApi.add(type, body);
      progress.follow(reply.taskId);
    } catch {
      // The HTTP layer showed the server's message; the draft keeps the work for a retry.
      setBusy(false);
      after.current = null;
    }
  };
  const publishOrSave = (action: Exclude<After, null>) => {
    if (!saved || dirty) void save(action);
    else void (action === 'publish' ? publishNow() : toPublishNow()).catch(() => undefined);
  };

  const close = async () => {
    if (!(await guard.confirmLeave())) return;
    guard.release();
    if (pathname.endsWith('editorW')) {
      window.close();
      return;
    }
    // Navigate first: the shell moves to the last tab when the open page's tab disappears.
    const tabs = useTagsView.getState();
    tabs.uncache(CONTENT_PAGE);
    navigate(CONTENT_PAGE);
    tabs.closeView(pathname);
  };
  const addNew = async (nextType: ContentTypeId, format?: string) => {
    if (!(await guard.confirmLeave())) return;
    guard.release();
    const search = new URLSearchParams({ type: nextType, catalogId, id: '0' });
    if (format) search.set('format', format);
    navigate(`${pathname}?${search.toString()}`, { replace: true });
  };
  const onCatalogPicked = async (node: CatalogTreeNode) => {
    if (node.id === form.getFieldValue('catalogId')) return;
    if (saved) {
      await contentApi.move([vo.contentId], node.id);
      feedback.success(t('msg.moveSuccess'));
      const search = new URLSearchParams({ type, catalogId: node.id, id: vo.contentId });
      navigate(`${pathname}?${search.toString()}`, { replace: true });
    }
    form.setFieldsValue({ catalogId: node.id, catalogName: node.label });
    recheck();
  };
  const setCover = (path: string, src?: string) => {
    if (addCover(form, path, src)) recheck();
  };
  const restoreDraft = () => {
    if (!draft) return;
    form.setFieldsValue({ ...draft.values, contentId: vo.contentId, createTime: vo.createTime });
    setDraft(undefined);
    recheck();
    feedback.success(t('draft.restored'));
  };

  const pipes = (vo.publishPipeProps ?? []) as PublishPipeProp[];
  const modelId = vo.catalogConfigProps?.ContentExtendModel;
  const linkFlag = Form.useWatch('linkFlag', form) as string | undefined;
  const Body = editor.Body;
  const full = pathname.endsWith('editorW');

  return (
    <FormChangeContext.Provider value={recheck}>
      <div className="content-editor" style={full ? { padding: 16 } : undefined}>
        <Form
          form={form}
          // A named form prefixes its field ids: kept-alive screens also have a "title" field.
          name="contentEditor"
          layout="vertical"
          initialValues={initial}
          onValuesChange={recheck}
        >
          <Flex vertical gap={12}>
            <EditorToolbar
              canSave={canSave}
              canPublish={canPublish}
              canEdit={canEdit}
              saved={saved}
              dirty={dirty}
              locked={locked}
              lockUser={lockUser}
              busy={busy}
              onSave={() => void save()}
              onPublish={() => publishOrSave('publish')}
              onToPublish={() => publishOrSave('toPublish')}
              onPreview={() => window.open(`${PREVIEW_PAGE}&dataId=${vo.contentId}`, '_blank')}
              onLock={() => void toggleLock().catch(() => undefined)}
              onBaiduPush={() => void baiduPush().catch(() => undefined)}
              onClose={() => void close()}
              onAdd={
                can({ perm: [perm('AddContent')] }) ? (next, format) => void addNew(next, format) : undefined
              }
            />
            {draft && (
              <DraftAlert
                savedAt={draft.savedAt}
                onRestore={restoreDraft}
                onDiscard={() => {
                  clearDraft(key);
                  setDraft(undefined);
                }}
              />
            )}
            <Row gutter={16}>
              <Col xs={24} lg={16}>
                <Flex vertical gap={12}>
                  <TitleCard vo={vo} />
                  {typeof modelId === 'string' && modelId && (
                    <ExModelCard modelId={modelId} dataType="content" dataId={vo.contentId} />
                  )}
                  {linkFlag !== 'Y' && (
                    <Card size="small">
                      <Body vo={vo} form={form} saved={saved} pick={picker.pick} setCover={setCover} />
                    </Card>
                  )}
                </Flex>
              </Col>
              <Col xs={24} lg={8}>
                <SideTabs
                  pipes={pipes}
                  onCatalogPicked={(n) => void onCatalogPicked(n).catch(() => undefined)}
                />
              </Col>
            </Row>
          </Flex>
        </Form>
        {picker.dialog}
        <AsyncTaskDialog {...progress.props} />
      </div>
    </FormChangeContext.Provider>
  );
}
