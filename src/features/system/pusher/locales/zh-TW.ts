import type { LocaleShape } from '@/locales/types';

import type zhCN from './zh-CN';

const strings: LocaleShape<typeof zhCN> = {
  configId: '編號',
  name: '名稱',
  type: '類型',
  status: '狀態',
  configJson: '配置詳情',
  remark: '備註',
  createTime: '建立時間',
  namePlaceholder: '輸入名稱',
  addTitle: '新增訊息推送配置',
  editTitle: '編輯訊息推送配置',
  deleteConfirm: '是否確認刪除訊息推送配置編號為「{{ids}}」的資料項？',
  jsonInvalid: '配置詳情不是合法的 JSON：{{reason}}',
  jsonNotObject: '配置詳情必須是一個 JSON 物件（{ … }）',
  jsonMissing: '{{type}}缺少必填項：{{fields}}',
  fieldsOf: '{{type}}的配置項：',
  required: '必填',
  example: '如 {{example}}',
  pickType: '選擇類型後顯示它的配置項',
  template: '填入範本',
  enabled: '已啟用',
  disabled: '已停用',
};
export default strings;
