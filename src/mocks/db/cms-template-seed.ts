/**
 * Seeded template text: FreeMarker as a freshly installed demo theme has it, one set per publish
 * pipe (the h5 pipe a narrower layout), written with the site's own template tags and functions
 * (the catalogue `/cms/staticize/tags` and `/functions` answer), so the editor's completion, the
 * directive reference and a preview have something real to work on.
 */

const HEADER = 'block/header.template.html';

/** `<head>` and the shared header block; `title` is a FreeMarker expression. */
function page(pipe: string, title: string, body: string): string {
  const viewport =
    pipe === 'h5' ? '\n  <meta name="viewport" content="width=device-width, initial-scale=1">' : '';
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">${viewport}
  <title>${title}</title>
  <link rel="stylesheet" href="\${Prefix}css/main.css">
</head>
<body>
<@cms_include file="${HEADER}"></@cms_include>
<div class="main ${pipe}">
${body}
</div>
<footer class="footer">
  <@cms_site_property code="copyright"><#list DataList as prop>\${prop.propValue}</#list></@cms_site_property>
</footer>
<script src="\${Prefix}js/app.js"></script>
</body>
</html>
`;
}

const header = `<#-- Site header: logo and the top-level catalogs (included by every page, cached as an SSI block) -->
<header class="header">
  <a class="logo" href="\${Site.link}"><img src="\${internalUrl(Site.logo)}" alt="\${Site.name}"></a>
  <nav>
    <a href="\${Site.link}">首页</a>
    <@cms_catalog level="Root" size="8">
    <#list DataList as catalog>
    <a href="\${catalog.link}"<#if Catalog?? && Catalog.catalogId == catalog.catalogId> class="active"</#if>>\${catalog.name}</a>
    </#list>
    </@cms_catalog>
  </nav>
</header>
`;

const contentList = (attrs: string, item: string) => `<@cms_content ${attrs}>
  <ul class="list">
  <#list DataList as content>
    ${item}
  </#list>
  </ul>
</@cms_content>`;

const index = (pipe: string) =>
  page(
    pipe,
    '${Site.name}',
    `  <@cms_advertisement code="home_banner"><#list DataList as ad><a href="\${ad.redirectUrl}"><img src="\${internalUrl(ad.resourcePath)}" alt="\${ad.name}"></a></#list></@cms_advertisement>
  <@cms_catalog level="Root" size="4">
  <#list DataList as catalog>
  <section>
    <h2><a href="\${catalog.link}">\${catalog.name}</a></h2>
    ${contentList('catalogId="${catalog.catalogId}" level="CurrentAndChild" sort="Recent" size="6"', '<li><a href="${content.link}">${content.title}</a><span>${dateFormat(content.publishDate, "yyyy-MM-dd")}</span></li>')}
  </section>
  </#list>
  </@cms_catalog>
  <@cms_pagewidget code="home_links"></@cms_pagewidget>`,
  );

const list = (pipe: string, withSummary: boolean) =>
  page(
    pipe,
    '${Catalog.name} - ${Site.name}',
    `  <h1>\${Catalog.name}</h1>
  ${contentList(
    'catalogId="${Catalog.catalogId}" level="CurrentAndChild" page="true" size="15"',
    withSummary
      ? '<li><a href="${content.link}">${content.title}</a><p>${clearHtmlTag(content.summary)}</p><span>${dateFormat(content.publishDate, "yyyy-MM-dd")}</span></li>'
      : '<li><a href="${content.link}">${content.title}</a></li>',
  )}
  <@page_bar type="simple" target="_self"></@page_bar>`,
  );

/** Body of a detail page per content type. */
const DETAIL_BODY: Record<string, string> = {
  article: `<@cms_article contentId="\${Content.contentId}" page="true">\${ArticleContent}</@cms_article>`,
  image: `<@cms_image contentId="\${Content.contentId}">
  <#list DataList as image><figure><img src="\${imageSize(image.path, 800, 0)}" alt="\${image.title}"><figcaption>\${image.description}</figcaption></figure></#list>
  </@cms_image>`,
  video: `<@cms_video contentId="\${Content.contentId}">
  <#list DataList as video>\${videoPlayer(video.path, 800, 450)}</#list>
  </@cms_video>`,
};

const detail = (pipe: string, type: string) =>
  page(
    pipe,
    '${Content.title} - ${Site.name}',
    `  <article>
  <h1>\${Content.title}</h1>
  <div class="meta">\${Content.source!} \${dateFormat(Content.publishDate, "yyyy-MM-dd HH:mm")}</div>
  ${DETAIL_BODY[type] ?? DETAIL_BODY.article}
  </article>
  <nav class="closest">
  <@cms_content_closest contentId="\${Content.contentId}" type="Prev"><#if DataList?size gt 0>上一篇：<a href="\${DataList[0].link}">\${DataList[0].title}</a></#if></@cms_content_closest>
  <@cms_content_closest contentId="\${Content.contentId}" type="Next"><#if DataList?size gt 0>下一篇：<a href="\${DataList[0].link}">\${DataList[0].title}</a></#if></@cms_content_closest>
  </nav>
  <@cms_content_rela contentId="\${Content.contentId}" size="5">
  <#if DataList?size gt 0><h3>相关内容</h3><#list DataList as rela><a href="\${rela.link}">\${rela.title}</a></#list></#if>
  </@cms_content_rela>`,
  );

const search = (pipe: string) =>
  page(
    pipe,
    '搜索 - ${Site.name}',
    `  <form action="\${dynamicPageLink('Search')}"><input name="q" value="\${(Request.q)!}"><button>搜索</button></form>
  <@cms_search_content query="\${(Request.q)!}" mode="FullText" page="true" size="20">
  <#list DataList as item><li><a href="\${item.link}">\${item.title}</a></li></#list>
  </@cms_search_content>
  <@page_bar type="mini"></@page_bar>`,
  );

const customForm = (pipe: string) =>
  page(
    pipe,
    '${CustomForm.name} - ${Site.name}',
    '  <@cms_custom_form code="${CustomForm.code}"></@cms_custom_form>',
  );

/** Member pages: a form posting to the account endpoints, titled by the page. */
const account = (pipe: string, name: string) =>
  page(
    pipe,
    `${name} - \${Site.name}`,
    `  <#-- Member page: ${name} (dynamic, rendered per request) -->
  <h1>${name}</h1>
  <#if Member??><p>\${Member.displayName}</p></#if>
  <div class="account-form" data-page="${name}"></div>`,
  );

const ACCOUNT_NAMES: Record<string, string> = {
  account_centre: '会员中心',
  login: '登录',
  register: '注册',
  forget_password: '忘记密码',
  account_setting: '账号设置',
  bind_email: '绑定邮箱',
  reset_password: '重置密码',
  contribute: '投稿',
};

/** The text of a seeded template of a publish pipe, by its path (relative to the pipe's template directory). */
export function seedTemplateContent(path: string, pipe: string): string {
  if (path === HEADER) return header;
  const name = path.replace(/\.template\.html$/, '');
  if (name === 'index') return index(pipe);
  if (name === 'list') return list(pipe, false);
  if (name === 'list_news') return list(pipe, true);
  if (name.startsWith('detail')) return detail(pipe, name.split('_')[1] ?? 'article');
  if (name === 'search') return search(pipe);
  if (name === 'customform') return customForm(pipe);
  if (name.startsWith('account/')) {
    const memberPage = name.slice('account/'.length);
    return account(pipe, ACCOUNT_NAMES[memberPage] ?? memberPage);
  }
  return page(pipe, '${Site.name}', `  <#-- ${path} -->`);
}
