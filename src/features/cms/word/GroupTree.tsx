import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';

import { Hint } from '@/components/hint';

import type { WordT } from './i18n';

/** A word group as both group trees answer it (TreeNode, ids as strings). */
export interface GroupNode {
  id: string;
  parentId: string;
  label: string;
  props?: { code?: string; sort?: number; remark?: string };
  children?: GroupNode[];
}

interface GroupTreeProps {
  t: WordT;
  nodes: readonly GroupNode[];
  loading: boolean;
  selectedId?: string;
  onSelect: (node: GroupNode | undefined) => void;
  onAdd: () => void;
  onEdit: (node: GroupNode) => void;
  onDelete: (node: GroupNode) => void;
}

/** Nodes whose label contains `text`, with the ancestors that lead to them. */
function filterNodes(nodes: readonly GroupNode[], text: string): GroupNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterNodes(node.children ?? [], text);
    return node.label.includes(text) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

function findNode(nodes: readonly GroupNode[], id: string): GroupNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The group tree on the left of the TAG and hot-word tabs: add, a name filter, "all groups" (clears
 * the choice), and per node edit / delete buttons.
 */
export function GroupTree({
  t,
  nodes,
  loading,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: GroupTreeProps) {
  const [filter, setFilter] = useState('');
  const treeData = useMemo(() => {
    const toData = (list: readonly GroupNode[]): TreeDataNode[] =>
      list.map((node) => ({
        key: node.id,
        title: (
          <span className="word-group-node">
            <span>{node.label}</span>
            <Space size={0} className="word-group-tools" onClick={(e) => e.stopPropagation()}>
              <Hint title={t('group.edit')}>
                <Button
                  type="text"
                  size="small"
                  aria-label={`${t('group.edit')} ${node.label}`}
                  icon={<EditOutlined />}
                  onClick={() => onEdit(node)}
                />
              </Hint>
              <Hint title={t('group.delete')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  aria-label={`${t('group.delete')} ${node.label}`}
                  icon={<DeleteOutlined />}
                  onClick={() => onDelete(node)}
                />
              </Hint>
            </Space>
          </span>
        ),
        children: toData(node.children ?? []),
      }));
    return toData(filterNodes(nodes, filter.trim()));
  }, [nodes, filter, t, onEdit, onDelete]);

  return (
    <Card size="small" className="word-group-tree">
      <Button type="link" icon={<PlusOutlined />} onClick={onAdd} style={{ paddingInline: 0 }}>
        {t('group.add')}
      </Button>
      <Input
        allowClear
        size="small"
        aria-label={t('group.filter')}
        placeholder={t('group.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ margin: '8px 0' }}
      />
      <Button
        type={selectedId ? 'text' : 'link'}
        size="small"
        block
        style={{ textAlign: 'left' }}
        onClick={() => onSelect(undefined)}
      >
        {t('group.root')}
      </Button>
      <Spin spinning={loading}>
        {treeData.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            blockNode
            defaultExpandAll
            selectedKeys={selectedId ? [selectedId] : []}
            treeData={treeData}
            onSelect={(keys) => {
              const key = keys[0];
              // Clicking the chosen group again keeps it chosen.
              if (key !== undefined) onSelect(findNode(nodes, String(key)));
            }}
          />
        )}
      </Spin>
    </Card>
  );
}

/** The group tree on the left (a quarter of the width) and the chosen group's words on the right. */
export function GroupedWords(props: {
  t: WordT;
  groups: {
    nodes: readonly GroupNode[];
    loading: boolean;
    choose: (id: string | undefined) => void;
    confirmRemove: (node: GroupNode) => Promise<void>;
  };
  groupId: string | undefined;
  onAdd: () => void;
  onEdit: (node: GroupNode) => void;
  children: ReactNode;
}) {
  const { t, groups } = props;
  return (
    <Row gutter={16}>
      <Col xs={24} md={6} xl={5}>
        <GroupTree
          t={t}
          nodes={groups.nodes}
          loading={groups.loading}
          selectedId={props.groupId}
          onSelect={(node) => groups.choose(node?.id)}
          onAdd={props.onAdd}
          onEdit={props.onEdit}
          onDelete={(node) => void groups.confirmRemove(node)}
        />
      </Col>
      <Col xs={24} md={18} xl={19}>
        {props.children}
      </Col>
    </Row>
  );
}
