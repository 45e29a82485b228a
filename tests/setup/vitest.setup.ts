// Only component tests (jsdom) use Testing Library's matchers and queries: node-only files skip
// importing them, which took about a third of a second per file.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const {configure} = await import('@testing-library/dom');
  // Dialogs, menus and sections load their code on demand; the first such import in a test file
  // makes Vite transform the module, which takes well over a second on a busy machine.
  configure({asyncUtilTimeout: 5000});
}

// The worker loads each language's texts as its requests come (`loadMessages`); tests read any.
const {loadMessages} = await import('../../app/lib/i18n/catalog.server');
await Promise.all(
  ['en', 'fr', 'de', 'zh-Hant', 'zh-Hans', 'ja', 'es', 'nl', 'pt', 'ar'].map((language) =>
    loadMessages(language),
  ),
);

export {};
