import { Form, Input, InputNumber, TreeSelect } from 'antd';

import type { TagWord, TagWordBody } from '@/api/cms/word';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import type { GroupNode } from './GroupTree';
import type { WordT } from './i18n';
import { groupOptions } from './TagGroupDialog';

/** Add/edit a TAG word: word ≤ 255, its group (changing it moves the word), sort, remark, image. */
export function TagWordDialog(props: {
  t: WordT;
  controller: FormDialogController<TagWordBody, TagWord>;
  nodes: readonly GroupNode[];
}) {
  const { t, controller, nodes } = props;
  return (
    <FormDialog
      controller={controller}
      width={520}
      labelWidth={90}
      title={(mode) => t(mode === 'add' ? 'word.addTagTitle' : 'word.editTagTitle')}
    >
      <Form.Item name="word" label={t('word.tag')} rules={[rules.required(), kitRules.maxLength(255)]}>
        <Input />
      </Form.Item>
      <Form.Item name="groupId" label={t('word.group')} rules={[rules.required()]}>
        <TreeSelect treeDefaultExpandAll aria-label={t('word.group')} treeData={groupOptions(nodes)} />
      </Form.Item>
      <Form.Item name="sortFlag" label={t('word.sortFlag')} rules={[rules.required()]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('word.remark')}>
        <Input />
      </Form.Item>
      <Form.Item name="logo" label={t('word.logo')}>
        <ImageResourceInput src={controller.record?.src} />
      </Form.Item>
    </FormDialog>
  );
}
