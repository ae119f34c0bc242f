/**
 * The generator's Velocity templates, rendered in TypeScript for the mock: the template paths and the
 * shape of the code are RuoYi's (`vm/java/domain.java.vm` …); the preview shows one tab per path.
 */
import type { GenTable, GenTableColumn } from './gen-store';

export const TEMPLATE_PATHS = [
  'vm/java/domain.java.vm',
  'vm/java/mapper.java.vm',
  'vm/java/service.java.vm',
  'vm/java/serviceImpl.java.vm',
  'vm/java/controller.java.vm',
  'vm/xml/mapper.xml.vm',
  'vm/sql/sql.vm',
  'vm/js/api.js.vm',
  'vm/vue/index.vue.vm',
] as const;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function render(path: (typeof TEMPLATE_PATHS)[number], t: GenTable, cols: GenTableColumn[]): string {
  const C = t.className;
  const c = lowerFirst(C);
  const pk = cols.find((x) => x.isPk === '1') ?? cols[0];
  const pkField = pk?.javaField ?? 'id';
  const perm = `${t.moduleName}:${t.businessName}`;
  const fields = cols
    .map((x) => `    /** ${x.columnComment} */\n    private ${x.javaType} ${x.javaField};`)
    .join('\n\n');
  switch (path) {
    case 'vm/java/domain.java.vm':
      return `package ${t.packageName}.domain;\n\nimport lombok.Getter;\nimport lombok.Setter;\n\n/**\n * ${t.functionName}对象 ${t.tableName}\n *\n * @author ${t.functionAuthor}\n */\n@Getter\n@Setter\npublic class ${C} {\n\n${fields}\n}\n`;
    case 'vm/java/mapper.java.vm':
      return `package ${t.packageName}.mapper;\n\nimport java.util.List;\nimport ${t.packageName}.domain.${C};\n\n/**\n * ${t.functionName}Mapper接口\n *\n * @author ${t.functionAuthor}\n */\npublic interface ${C}Mapper {\n\n    ${C} select${C}By${upperFirst(pkField)}(Long ${pkField});\n\n    List<${C}> select${C}List(${C} ${c});\n\n    int insert${C}(${C} ${c});\n\n    int update${C}(${C} ${c});\n\n    int delete${C}By${upperFirst(pkField)}s(Long[] ${pkField}s);\n}\n`;
    case 'vm/java/service.java.vm':
      return `package ${t.packageName}.service;\n\nimport java.util.List;\nimport ${t.packageName}.domain.${C};\n\n/**\n * ${t.functionName}Service接口\n *\n * @author ${t.functionAuthor}\n */\npublic interface I${C}Service {\n\n    ${C} select${C}By${upperFirst(pkField)}(Long ${pkField});\n\n    List<${C}> select${C}List(${C} ${c});\n\n    int insert${C}(${C} ${c});\n\n    int update${C}(${C} ${c});\n\n    int delete${C}By${upperFirst(pkField)}s(Long[] ${pkField}s);\n}\n`;
    case 'vm/java/serviceImpl.java.vm':
      return `package ${t.packageName}.service.impl;\n\nimport java.util.List;\nimport org.springframework.stereotype.Service;\nimport lombok.RequiredArgsConstructor;\nimport ${t.packageName}.domain.${C};\nimport ${t.packageName}.mapper.${C}Mapper;\nimport ${t.packageName}.service.I${C}Service;\n\n@Service\n@RequiredArgsConstructor\npublic class ${C}ServiceImpl implements I${C}Service {\n\n    private final ${C}Mapper ${c}Mapper;\n\n    @Override\n    public List<${C}> select${C}List(${C} ${c}) {\n        return ${c}Mapper.select${C}List(${c});\n    }\n}\n`;
    case 'vm/java/controller.java.vm':
      return `package ${t.packageName}.controller;\n\nimport org.springframework.web.bind.annotation.*;\nimport com.chestnut.common.domain.R;\nimport ${t.packageName}.domain.${C};\nimport ${t.packageName}.service.I${C}Service;\n\n/**\n * ${t.functionName}Controller\n *\n * @author ${t.functionAuthor}\n */\n@RestController\n@RequestMapping("/${t.moduleName}/${t.businessName}")\npublic class ${C}Controller extends BaseRestController {\n\n    @Priv(type = AdminUserType.TYPE, value = "${perm}:list")\n    @GetMapping("/list")\n    public R<?> list(${C} ${c}) {\n        startPage();\n        return bindDataTable(${c}Service.select${C}List(${c}));\n    }\n}\n`;
    case 'vm/xml/mapper.xml.vm':
      return `<?xml version="1.0" encoding="UTF-8" ?>\n<!DOCTYPE mapper PUBLIC "-//mybatis.org//DTD Mapper 3.0//EN" "http://mybatis.org/dtd/mybatis-3-mapper.dtd">\n<mapper namespace="${t.packageName}.mapper.${C}Mapper">\n    <resultMap type="${C}" id="${C}Result">\n${cols.map((x) => `        <result property="${x.javaField}" column="${x.columnName}" />`).join('\n')}\n    </resultMap>\n\n    <select id="select${C}List" resultMap="${C}Result">\n        select ${cols.map((x) => x.columnName).join(', ')} from ${t.tableName}\n    </select>\n</mapper>\n`;
    case 'vm/sql/sql.vm':
      return `-- 菜单 SQL\ninsert into sys_menu (menu_name, parent_id, order_num, path, component, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, update_by, update_time, remark)\nvalues('${t.functionName}', '3', '1', '${t.businessName}', '${t.moduleName}/${t.businessName}/index', 1, 0, 'C', '0', '0', '${perm}:list', '#', 'admin', sysdate(), '', null, '${t.functionName}菜单');\n`;
    case 'vm/js/api.js.vm':
      return `import request from '@/utils/request'\n\n// 查询${t.functionName}列表\nexport function list${C}(query) {\n  return request({\n    url: '/${t.moduleName}/${t.businessName}/list',\n    method: 'get',\n    params: query\n  })\n}\n`;
    case 'vm/vue/index.vue.vm':
      return `<template>\n  <div class="app-container">\n    <el-table v-loading="loading" :data="${t.businessName}List">\n${cols
        .filter((x) => x.isList === '1')
        .map(
          (x) => `      <el-table-column label="${x.columnComment}" align="center" prop="${x.javaField}" />`,
        )
        .join(
          '\n',
        )}\n    </el-table>\n  </div>\n</template>\n\n<script>\nimport { list${C} } from "@/api/${t.moduleName}/${t.businessName}";\n\nexport default {\n  name: "${C}",\n  data() {\n    return { loading: true, ${t.businessName}List: [] };\n  }\n};\n</script>\n`;
  }
}

/** `{templatePath: code}` of one table (the preview endpoint's map). */
export function renderTemplates(table: GenTable, columns: GenTableColumn[]): Record<string, string> {
  const sorted = [...columns].sort((a, b) => a.sort - b.sort);
  return Object.fromEntries(TEMPLATE_PATHS.map((p) => [p, render(p, table, sorted)]));
}

/** The files of the download zip: `main/java/<package>/domain/X.java`, `vue/views/...` (RuoYi layout). */
export function zipEntries(table: GenTable, columns: GenTableColumn[]): Record<string, string> {
  const code = renderTemplates(table, columns);
  const pkg = `main/java/${table.packageName.replace(/\./g, '/')}`;
  const C = table.className;
  const name: Record<(typeof TEMPLATE_PATHS)[number], string> = {
    'vm/java/domain.java.vm': `${pkg}/domain/${C}.java`,
    'vm/java/mapper.java.vm': `${pkg}/mapper/${C}Mapper.java`,
    'vm/java/service.java.vm': `${pkg}/service/I${C}Service.java`,
    'vm/java/serviceImpl.java.vm': `${pkg}/service/impl/${C}ServiceImpl.java`,
    'vm/java/controller.java.vm': `${pkg}/controller/${C}Controller.java`,
    'vm/xml/mapper.xml.vm': `main/resources/mapper/${table.moduleName}/${C}Mapper.xml`,
    'vm/sql/sql.vm': `${table.businessName}Menu.sql`,
    'vm/js/api.js.vm': `vue/api/${table.moduleName}/${table.businessName}.js`,
    'vm/vue/index.vue.vm': `vue/views/${table.moduleName}/${table.businessName}/index.vue`,
  };
  return Object.fromEntries(TEMPLATE_PATHS.map((p) => [name[p], code[p] ?? '']));
}
