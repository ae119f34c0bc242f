/**
 * eslint-plugin-import resolver for the `@/` alias (src/), so import rules such as no-cycle follow
 * aliased imports too. Delegates everything else to the stock node resolver.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const srcDir = path.resolve(__dirname, '..', 'src');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const target = source.startsWith('@/') ? path.join(srcDir, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, { extensions: ['.ts', '.tsx', '.js', '.json'], ...config });
};
