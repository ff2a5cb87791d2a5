/**
 * Design-system components read colours and radii only from the theme. This rule rejects literal
 * colours (#abc, #aabbcc, rgb(), rgba(), hsl(), hsla()) anywhere in a styled-components template or a
 * `css` helper, and literal values for border-radius, in the static parts of the template.
 * Values interpolated from the theme (`${({ theme }) => theme.radii.md}`) are what it wants instead.
 */
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\s*\(/;
const RADIUS = /border(?:-[a-z]+)*-radius\s*:\s*(?!\s*(?:0|inherit|50%)\s*[;}\n])[^;$]*\d/;

/** @param {import('estree').Node} tag */
function isStyledTag(tag) {
  if (tag.type === 'Identifier')
    return tag.name === 'css' || tag.name === 'keyframes' || tag.name === 'createGlobalStyle';
  if (tag.type === 'MemberExpression') return isStyledTag(/** @type {any} */ (tag.object));
  if (tag.type === 'CallExpression') return isStyledTag(/** @type {any} */ (tag.callee));
  return false;
}
function isStyledRoot(tag) {
  if (tag.type === 'Identifier') return tag.name === 'styled' || isStyledTag(tag);
  if (tag.type === 'MemberExpression') return isStyledRoot(tag.object);
  if (tag.type === 'CallExpression') return isStyledRoot(tag.callee);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Reject literal colours and radii in styled-components templates; use theme tokens.' },
    messages: {
      colour: 'Literal colour in a component style: read it from the theme (theme.colors.*).',
      radius: 'Literal border-radius in a component style: read it from the theme (theme.radii.*).',
    },
    schema: [],
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledRoot(node.tag)) return;
        for (const quasi of node.quasi.quasis) {
          const text = quasi.value.cooked ?? quasi.value.raw;
          if (COLOUR.test(text)) context.report({ node: quasi, messageId: 'colour' });
          if (RADIUS.test(text)) context.report({ node: quasi, messageId: 'radius' });
        }
      },
    };
  },
};
