/** SysMenu as `/system/menu/list` and `/system/menu/{menuId}` return it (name already translated). */
export interface SysMenu {
  menuId: string;
  parentId: string;
  parentName?: string;
  menuName: string;
  orderNum: number;
  path?: string;
  component?: string;
  /** Router params, a JSON string such as `{"id":1}`. */
  query?: string;
  /** YesOrNo: external link. */
  isFrame: string;
  /** YesOrNo: keep-alive. */
  isCache: string;
  /** M directory, C menu, F button. */
  menuType: MenuType;
  /** YesOrNo. */
  visible: string;
  /** EnableOrDisable. */
  status: string;
  perms?: string;
  icon?: string;
  createTime?: string;
  /** Built on the client from the flat list (handleTree). */
  children?: SysMenu[];
}

export type MenuType = 'M' | 'C' | 'F';

/** Query of `GET /system/menu/list` and `/system/menu/treeselect`. */
export interface MenuQuery {
  menuName?: string;
  status?: string;
}

/** Body of `POST|PUT /system/menu`. */
export interface MenuForm {
  menuId?: string;
  parentId: string;
  menuType: MenuType;
  icon?: string;
  menuName: string;
  orderNum: number;
  perms?: string;
  path?: string;
  component?: string;
  query?: string;
  isFrame: string;
  isCache: string;
  visible: string;
  status: string;
}

/** A node of `GET /system/menu/treeselect`. */
export interface MenuTreeNode {
  id: string;
  parentId?: string;
  label: string;
  disabled?: boolean;
  children?: MenuTreeNode[];
}
