import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

/**
 * A required-field message names its field ("站点名称不能为空"): `rules.required()` without an argument
 * leaves the name to the Form.Item, which only knows it when its `label` is text. Where the label is
 * an element (a label with a tip icon) or the item has none (a `noStyle` input inside a labelled
 * item), the form would print the field's internal name, so the rule must be given the label:
 * `rules.required(t('…'))`. This walks every form in src/ and names the items that break that.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (prop): prop is ts.JsxAttribute => ts.isJsxAttribute(prop) && prop.name.getText() === name,
  );
}

/** `rules.required()` with no argument somewhere in the expression. */
function hasUnlabelledRequired(node: ts.Node): boolean {
  if (
    ts.isCallExpression(node) &&
    node.arguments.length === 0 &&
    node.expression.getText() === 'rules.required'
  ) {
    return true;
  }
  return ts.forEachChild(node, hasUnlabelledRequired) ?? false;
}

/** A label antd passes on as text: a string literal, a template or a `t(…)` call. */
function isTextLabel(label: ts.JsxAttribute | undefined): boolean {
  const init = label?.initializer;
  if (!init) return false;
  if (ts.isStringLiteral(init)) return true;
  if (!ts.isJsxExpression(init) || !init.expression) return false;
  const expression = init.expression;
  return (
    ts.isStringLiteralLike(expression) ||
    ts.isTemplateExpression(expression) ||
    (ts.isCallExpression(expression) && /^(t|i18n\.t)$/.test(expression.expression.getText()))
  );
}

function offenders(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'Form.Item'
    ) {
      const rulesAttr = attribute(node, 'rules');
      if (rulesAttr && hasUnlabelledRequired(rulesAttr) && !isTextLabel(attribute(node, 'label'))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('required-field messages', () => {
  it('name the field: every rules.required() without a label sits on an item with a text label', () => {
    expect(tsxFiles('src').flatMap(offenders)).toEqual([]);
  });
});
