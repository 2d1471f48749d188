import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The snippets are files of no tsconfig, so the rules that need types are left out: these rules need none.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** What the repository's lint configuration says of the code, were it written at the path. */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId ?? 'parse'}: ${message}`);
}

const boundary = (found: string[]) => found.filter((problem) => problem.startsWith('import-x/no-restricted-paths'));

describe('the lint configuration', () => {
  it('rejects a web feature importing another feature', async () => {
    const found = await problems(
      "import { ScalePicker } from '../scaling/ScalePicker';\nexport const picker = ScalePicker;\n",
      'web/src/features/chef/ChefScale.tsx',
    );
    expect(boundary(found)).toEqual([expect.stringContaining('Features never import each other') as string]);
  });

  it('lets a feature import lib/, components/ and its own files, and a page import any feature', async () => {
    const feature = await problems(
      [
        "import { api } from '../../lib/api';",
        "import { BusyButton } from '../../components/ui/BusyButton';",
        "import { useAskChef } from './chef.mutations';",
        'export const used = [api, BusyButton, useAskChef];',
        '',
      ].join('\n'),
      'web/src/features/chef/ChefScale.tsx',
    );
    const page = await problems(
      "import { ScalePicker } from '../../features/scaling/ScalePicker';\nexport const picker = ScalePicker;\n",
      'web/src/app/mobile/MobileScale.tsx',
    );
    expect([...feature, ...page]).toEqual([]);
  });

  it('rejects lib/ importing a feature or a page', async () => {
    const found = await problems(
      "import { ScalePicker } from '../features/scaling/ScalePicker';\nimport { createAppRouter } from '../app/router';\n" +
        'export const used = [ScalePicker, createAppRouter];\n',
      'web/src/lib/scaled.ts',
    );
    expect(boundary(found)).toHaveLength(2);
  });

  it("rejects the server's infrastructure importing a feature, and lets it import itself", async () => {
    const found = await problems(
      "import { ownRecipes } from '../recipes/recipes.db.js';\nimport type { Db } from '../db/client.js';\n" +
        'export const used = (db: Db) => [db, ownRecipes];\n',
      'server/src/http/recipe-check.ts',
    );
    expect(boundary(found)).toEqual([expect.stringContaining('db/, http/ and net/ import no feature') as string]);
  });

  it('rejects a web file named in kebab-case', async () => {
    const found = await problems('export const topics = [];\n', 'web/src/features/help/help-topics.ts');
    expect(found).toEqual([expect.stringContaining('fiz/file-naming') as string]);
  });
});
