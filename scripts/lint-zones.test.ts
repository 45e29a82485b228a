import {ESLint} from '@typescript-eslint/utils/ts-eslint';
import {describe, expect, it} from 'vitest';

/**
 * The import zones of eslint.config.js (the layer table in docs/architecture.md): for each
 * folder, an import that crosses its boundary is refused and one it may make passes. A later
 * config block for the same files replaces an earlier one's restrictions, so a zone can go
 * quiet without anyone noticing; this fails instead.
 */
const eslint = new ESLint();

async function refusal(filePath: string, source: string): Promise<string | null> {
  const [result] = await eslint.lintText(`import '${source}';\n`, {filePath});
  return result.messages.find((message) => message.ruleId === 'no-restricted-imports')?.message ?? null;
}

describe('import zones', () => {
  it.each([
    ['emulator/seed/example.ts', '../../app/lib/errors', /never the app/],
    ['emulator/seed/example.ts', '@markets', /relative paths/],
    ['emulator/seed/example.ts', '../../cms', /never imports them/],
    ['emulator/content/example.test.ts', '../../app/lib/errors', /never the app/],
    ['app/lib/example.ts', '~/components/ui/Modal', /app\/lib never imports components/],
    ['app/lib/example.ts', '../routes/($locale).api.search', /app\/lib never imports/],
    ['app/lib/example.ts', '~/root', /app\/lib never imports/],
    ['app/components/example.tsx', '../../emulator', /never imports the emulator/],
    ['scripts/example.ts', '../tests/e2e/support/stack', /never imports tests/],
    ['scripts/example.ts', '../app/components/header/SiteHeader', /never the app's components/],
    ['tests/e2e/example.spec.ts', '~/components/ui/Modal', /from outside/],
    ['tests/worker/example.test.ts', '../../app/root', /from outside/],
    ['app/routes/example.tsx', '~/page-weight/LazySection', /private to the page-weight toolkit/],
    ['app/components/example.tsx', '~/page-weight/section-handover', /private to the page-weight toolkit/],
    [
      'app/lib/example.server.ts',
      '~/page-weight/server-sections.server',
      /private to the page-weight toolkit/,
    ],
    ['app/components/example.tsx', '~/page-weight/shell', /private to the page-weight toolkit/],
    ['app/routes/example.tsx', '../page-weight/lazy', /by its alias/],
    ['app/example.tsx', './page-weight', /by its alias/],
  ])('refuses %s importing %s', async (file, source, message) => {
    expect(await refusal(file, source)).toMatch(message);
  });

  it.each([
    ['emulator/seed/example.ts', '../../markets'],
    ['emulator/content/example.test.ts', '../../cms'],
    ['app/lib/example.ts', '~/lib/errors'],
    ['app/lib/shell/example.test.ts', '~/components/shell-fixtures'],
    ['app/components/example.tsx', '~/lib/errors'],
    ['scripts/example.ts', '../app/lib/preview/token.server'],
    ['tests/e2e/example.spec.ts', '~/lib/i18n/messages/en'],
    ['tests/e2e/example.spec.ts', '../../scripts/chromium'],
    ['tests/integration/example.test.ts', '~/routes/($locale).cart'],
    ['app/routes/example.tsx', '~/page-weight'],
    ['app/lib/example.server.ts', '~/page-weight/index.server'],
    ['app/root.tsx', '~/page-weight/shell'],
    ['app/entry.server.tsx', '~/page-weight/shell.server'],
    ['app/page-weight/example.tsx', './section-handover'],
  ])('lets %s import %s', async (file, source) => {
    expect(await refusal(file, source)).toBeNull();
  });
});
