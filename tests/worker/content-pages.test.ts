import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {bareMessageKeys, startEmulatorOnly, type EmulatorHarness} from './harness';

/** Community pages from content and stories from the Storefront API, through the built worker. */
let emulator: EmulatorHarness;
let worker: {url: string; dispose(): Promise<void>};

beforeAll(async () => {
  emulator = await startEmulatorOnly();
  worker = await emulator.startWorker();
});

afterAll(async () => {
  await worker?.dispose();
  await emulator?.stop();
});

async function get(path: string, base = worker.url) {
  const response = await fetch(`${base}${path}`, {redirect: 'manual'});
  return {status: response.status, html: await response.text(), headers: response.headers};
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('the home page', () => {
  it('renders its lead block and the banner; the browser gets their data from their own endpoints', async () => {
    const page = await get('/fr-fr');
    expect(page.status).toBe(200);
    expect(bareMessageKeys(page.html)).toEqual([]);
    const lead = await get('/fr-fr/api/home/lead');
    const banner = await get('/fr-fr/api/shell/banner');
    for (const part of [lead, banner]) expect(part.headers.get('cache-control')).toMatch(/^public/);
    const {block} = JSON.parse(lead.html) as {block: {type: string; desktop: {headline: string}}};
    expect(block.type).toBe('hero');
    expect(page.html).toContain(block.desktop.headline);
    const part = JSON.parse(banner.html) as {
      banner: {messages: {text: string}[]};
      messages: Record<string, string>;
    };
    expect(page.html).toContain(part.banner.messages[0].text);
    expect(page.html).toContain(`aria-label="${part.messages['banner.promotions']}"`);
    // Not sent twice: the page's data names where they are, not what they say.
    const data = (await get('/fr-fr.data')).html;
    expect(data).toContain('/fr-fr/api/home/lead');
    expect(data).not.toContain(block.desktop.headline);
    expect(data).not.toContain(part.banner.messages[0].text);
  });
});

describe('community pages', () => {
  it('render content blocks in the market language with the page’s SEO fields', async () => {
    const en = await get('/pages/community');
    expect(en.status).toBe(200);
    expect(titleOf(en.html)).toMatch(/Community/);
    expect(en.html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(en.html).toContain('data-testid="hero-block"');
    const fr = await get('/fr-fr/pages/community');
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('<html lang="fr" dir="ltr"');
    expect(titleOf(fr.html)).not.toBe(titleOf(en.html));
  });

  it('answers 404 inside the shell for unknown and impossible handles', async () => {
    for (const path of ['/pages/no-such-page', '/de-de/pages/NOPE', `/pages/${'a'.repeat(300)}`]) {
      const {status, html} = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<header[\s>]/);
    }
  });

  it('marks the Community menu item current on stories', async () => {
    const {status, html} = await get('/blogs');
    expect(status).toBe(200);
    const current = /<button[^>]*aria-current="true"[^>]*>([\s\S]*?)<\/button>/.exec(html);
    expect(current?.[1]).toContain('Community');
  });

  it('lists a blog’s stories and opens one, also by its numeric id', async () => {
    const blog = await get('/fr-fr/blogs/community');
    expect(blog.status).toBe(200);
    const link = /href="(\/fr-fr\/blogs\/community\/[a-z0-9-]+)"/.exec(blog.html)?.[1];
    expect(link).toBeTruthy();
    const article = await get(link!);
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect((await get('/blogs/community/no-such-story')).status).toBe(404);
    expect((await get('/blogs/no-such-blog')).status).toBe(404);
  });

  it('pages a blog’s stories both ways, twelve at a time; a cursor it never handed out is no page', async () => {
    const storyLinks = (html: string) => [
      ...new Set([...html.matchAll(/href="\/blogs\/community\/([a-z0-9-]+)"/g)].map((match) => match[1])),
    ];
    const pageLink = (html: string, direction: 'next' | 'previous') =>
      new RegExp(`href="(/blogs/community\\?direction=${direction}&amp;cursor=[^"]+)"`)
        .exec(html)?.[1]
        ?.replaceAll('&amp;', '&');
    const first = await get('/blogs/community');
    expect(storyLinks(first.html)).toHaveLength(12);
    expect(pageLink(first.html, 'previous')).toBeUndefined();
    const next = pageLink(first.html, 'next');
    expect(next).toBeTruthy();

    const second = await get(next!);
    expect(second.status).toBe(200);
    const later = storyLinks(second.html);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((handle) => storyLinks(first.html).includes(handle))).toEqual([]);

    const previous = pageLink(second.html, 'previous');
    expect(previous).toBeTruthy();
    const back = await get(previous!);
    expect(storyLinks(back.html)).toEqual(storyLinks(first.html));

    const forged = await get('/blogs/community?cursor=not-a-cursor&direction=next');
    expect(forged.status).toBe(404);
  });

  it('with the content service down, shows the shell and a clear message, never a 500', async () => {
    const fresh = await emulator.startWorker({SERVICE_BUDGETS_MS: 'content=500'});
    try {
      await emulator.setFaults({content: {down: true}});
      const {status, html, headers} = await get('/ar-ae/pages/community', fresh.url);
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBeTruthy();
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toContain('data-testid="content-unavailable"');
      expect(html).toContain('هذه الصفحة غير متاحة الآن');
      expect(html).toContain('noindex');
    } finally {
      await emulator.setFaults({});
      await fresh.dispose();
    }
  });
});
