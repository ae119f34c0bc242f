const strings = { openInNewTab: '在新标签页中打开' };
export default strings;
