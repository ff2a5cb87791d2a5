import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const repo = path.resolve(__dirname, '..', '..', '..');
import rule from '../eslint-rules/no-literal-style-values';
import flatConfig from '../eslint';

async function lint(file: string, code: string) {
  // The same flat config the repository's eslint.config.mjs re-exports (loaded directly: jest cannot import .mjs).
  const eslint = new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: flatConfig as ESLint.Options['overrideConfig'],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('one eslint configuration', () => {
  it("forbids a remote from importing another remote's source", async () => {
    const messages = await lint(
      'mf-crm/src/features/x.ts',
      "import { x } from '../../../mf-staffing/src/features/tutors';\nexport const y = x;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-imports: .*never imports another app/);
    const byName = await lint('mf-crm/src/features/x.ts', "import { x } from 'mf-staffing';\nexport const y = x;\n");
    expect(byName.join('\n')).toMatch(/no-restricted-imports/);
  });

  it("lets an app load code on demand only through the platform's lazyPage and lazyPart, not React.lazy", async () => {
    const messages = await lint(
      'mf-payments/src/features/x.tsx',
      "import { lazy } from 'react';\nexport const X = lazy(() => import('./y'));\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-imports: .*lazyPage .*lazyPart/);
    expect(
      await lint(
        'mf-payments/src/features/x.tsx',
        "import { useState } from 'react';\nimport { lazyPart } from '@tutoring/platform';\nexport const y = [useState, lazyPart];\n",
      ),
    ).toEqual([]);
  });

  it('lets a remote import the shared packages by name, and its own files', async () => {
    expect(
      await lint(
        'mf-crm/src/features/x.ts',
        "import { api } from '@tutoring/api-client';\nimport { App } from '../app/App';\nexport const y = [api, App];\n",
      ),
    ).toEqual([]);
  });

  it("forbids deep imports into a package's src and packages importing apps", async () => {
    expect(
      (await lint('mf-crm/src/x.ts', "import { x } from '@tutoring/domain/src/messages';\nexport const y = x;\n")).join(
        '\n',
      ),
    ).toMatch(/public index/);
    expect(
      (await lint('packages/platform/src/x.ts', "import { x } from 'shell';\nexport const y = x;\n")).join('\n'),
    ).toMatch(/Packages never import apps/);
  });

  it('applies the literal style values rule to design-system components only', async () => {
    const code = "import styled from 'styled-components';\nexport const Box = styled.div`color: #ff0000;`;\n";
    expect((await lint('packages/design-system/src/components/Box/Box.tsx', code)).join('\n')).toMatch(
      /tutoring\/no-literal-style-values/,
    );
    expect(await lint('packages/design-system/src/theme/themes.ts', code)).toEqual([]);
  });
});

describe('tutoring/no-literal-style-values', () => {
  // RuleTester declares one jest test per case: literal colours and radii fail, theme tokens pass.
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never } });
  {
    tester.run('no-literal-style-values', rule, {
      valid: [
        'const A = styled.div`color: ${({ theme }) => theme.colors.text}; border-radius: ${({ theme }) => theme.radii.md};`;',
        'const B = styled.button`border-radius: 0; padding: 4px;`;',
        'const C = css`border-radius: 50%;`;',
        'const D = notStyled`color: #fff;`;',
      ],
      invalid: [
        { code: 'const A = styled.div`color: #fff;`;', errors: [{ messageId: 'colour' }] },
        { code: 'const B = styled(Button)`background: rgba(0, 0, 0, 0.5);`;', errors: [{ messageId: 'colour' }] },
        { code: 'const C = css`border-radius: 4px;`;', errors: [{ messageId: 'radius' }] },
        { code: 'const D = styled.div.attrs({})`border-top-left-radius: 2px;`;', errors: [{ messageId: 'radius' }] },
      ],
    });
  }
});
