/**
 * Everything TinyMCE needs, bundled from the `tinymce` npm package (GPL, `license_key: 'gpl'`; no cloud
 * script, no API key). Only ever imported through `import()` when an editor mounts, so none of it is in
 * the initial bundle. Skins and content CSS come as JS modules that register their CSS with
 * `tinymce.Resource`: TinyMCE then injects it as style elements instead of fetching files, which
 * keeps it working under a `script-src 'self'` policy and under the /admin/ base path.
 * The npm package has no language packs: ours (langs/) are registered here, in the same lazy chunk, so
 * TinyMCE finds them by code and never tries to fetch langs/<code>.js.
 */
import tinymce from 'tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/anchor';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/charmap';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/image';
import 'tinymce/plugins/insertdatetime';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/media';
import 'tinymce/plugins/pagebreak';
import 'tinymce/plugins/searchreplace';
import 'tinymce/plugins/table';
import 'tinymce/plugins/visualblocks';
import 'tinymce/plugins/wordcount';

import zhCN from './langs/zh-CN';
import zhTW from './langs/zh-TW';

tinymce.addI18n('zh_CN', zhCN);
tinymce.addI18n('zh_TW', zhTW);

export default tinymce;
