import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Input, Modal, Row, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { Suspense, useState } from 'react';

import { TAG_PAGE_SIZE, tagWordApi, tagWordKeys, type TagGroupNode } from '@/api/cms/word';
import { useCurrentSite } from '@/stores/current-site';

import { tagPickerI18n } from './i18n';

/** The words page's key for the last chosen group: both screens open where the user left off. */
const LAST_GROUP_KEY = 'LastSelectedGroupId';

export interface TagSelectorDialogProps {
  open: boolean;
  /** The tags already chosen (the starting selection). */
  value: readonly string[];
  onOk: (tags: string[]) => void;
  onCancel: () => void;
}

function toTreeData(nodes: readonly TagGroupNode[]): TreeDataNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.label, children: toTreeData(n.children ?? []) }));
}

function readLastGroup(): string | undefined {
  try {
    return localStorage.getItem(LAST_GROUP_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** "Select TAG": group tree, the group's words (click adds), the selection. */
export function TagSelectorDialog(props: TagSelectorDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SelectorModal {...props} />
    </Suspense>
  );
}

function SelectorModal({ value, onOk, onCancel }: TagSelectorDialogProps) {
  const t = tagPickerI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const [groupId, setGroupId] = useState<string | undefined>(readLastGroup);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>(() => [...value]);
  const groups = useQuery({ queryKey: tagWordKeys.extra('groups', siteId), queryFn: tagWordApi.groupTree });
  const wordQuery = {
    groupId: groupId ?? '',
    query: query || undefined,
    pageNum: 1,
    pageSize: TAG_PAGE_SIZE,
  };
  const words = useQuery({
    queryKey: tagWordKeys.list(wordQuery),
    queryFn: () => tagWordApi.list(wordQuery),
    enabled: Boolean(groupId),
  });

  const chooseGroup = (id: string | undefined) => {
    setGroupId(id);
    try {
      if (id) localStorage.setItem(LAST_GROUP_KEY, id);
    } catch {
      // Remembering the group is a convenience only.
    }
  };

  const add = (word: string) => setSelected((list) => (list.includes(word) ? list : [...list, word]));
  const rows = words.data?.rows ?? [];
  return (
    <Modal
      open
      title={t('dialogTitle')}
      width={1100}
      onOk={() => onOk(selected)}
      onCancel={onCancel}
      className="cms-tag-selector"
    >
      <Row gutter={16}>
        <Col span={6}>
          <Card size="small" title={t('groups')}>
            <Spin spinning={groups.isFetching}>
              <Tree
                blockNode
                defaultExpandAll
                selectedKeys={groupId ? [groupId] : []}
                treeData={toTreeData(groups.data ?? [])}
                onSelect={(keys) => chooseGroup(keys[0] === undefined ? undefined : String(keys[0]))}
              />
            </Spin>
          </Card>
        </Col>
        <Col span={18}>
          <Card
            size="small"
            title={t('tagList')}
            extra={
              <Input.Search
                aria-label={t('searchPlaceholder')}
                placeholder={t('searchPlaceholder')}
                allowClear
                size="small"
                onSearch={(text) => setQuery(text.trim())}
                style={{ width: 200 }}
              />
            }
          >
            <Spin spinning={words.isFetching}>
              {!groupId ? (
                <Empty description={t('chooseGroup')} />
              ) : rows.length === 0 && !words.isFetching ? (
                <Empty description={t('empty')} />
              ) : (
                <div
                  className="cms-tag-words"
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minHeight: 60 }}
                >
                  {rows.map((row) => {
                    const chosen = selected.includes(row.word);
                    return (
                      <Tag
                        key={row.wordId}
                        role="button"
                        tabIndex={chosen ? -1 : 0}
                        aria-disabled={chosen}
                        color={chosen ? undefined : 'processing'}
                        style={{ cursor: chosen ? 'default' : 'pointer', opacity: chosen ? 0.45 : 1 }}
                        onClick={() => add(row.word)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') add(row.word);
                        }}
                      >
                        {row.word}
                      </Tag>
                    );
                  })}
                </div>
              )}
            </Spin>
          </Card>
          <Card size="small" title={t('selected')} style={{ marginTop: 12 }}>
            <div
              className="cms-tag-selected"
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minHeight: 32 }}
            >
              {selected.map((word) => (
                <Tag
                  key={word}
                  closable
                  color="blue"
                  onClose={() => setSelected((list) => list.filter((w) => w !== word))}
                >
                  {word}
                </Tag>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
    </Modal>
  );
}
