import {resolveLocalEnv} from '../../scripts/local-env';
import {signPreviewToken} from '../../app/lib/preview/token.server';
import {expect, scrollToSection, test} from './support/test';

const SECRET = resolveLocalEnv({}, {}).CONTENT_PREVIEW_SECRET;
const HOUR = 3600_000;
const previewLink = async (to: string, expiresAt = Date.now() + HOUR, secret = SECRET) =>
  `/preview?${new URLSearchParams({token: await signPreviewToken(secret, expiresAt), to})}`;

test.describe('community pages', () => {
  for (const [path, heading, lang] of [
    ['/pages/community', 'Better together', 'en'],
    ['/fr-fr/pages/community', 'Plus forts ensemble', 'fr'],
    ['/ar-ae/pages/community', 'معاً أفضل', 'ar'],
  ] as const) {
    test(`renders ${path} from content`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      // The run club's event date has passed: content hides it.
      await expect(page.getByTestId('featured-content-block')).toHaveCount(0);
      await expect(page.getByRole('complementary', {name: /Preview|Aperçu|معاينة/})).toHaveCount(0);
    });
  }

  test('video blocks are 16:9 on desktop and square on phones', async ({page}) => {
    await page.goto('/');
    const video = page.getByTestId('full-width-video-block').locator('video');
    // Coming into view, the section's code takes over its server HTML and the video element is
    // replaced by an equal one: measure whichever is on the page once it is laid out.
    const shape = async () => {
      const box = await video.boundingBox();
      return box ? box.width / box.height : Number.NaN;
    };
    await scrollToSection(video);
    await expect.poll(shape).toBeCloseTo(16 / 9, 1);
    await page.setViewportSize({width: 390, height: 844});
    await expect.poll(shape).toBeCloseTo(1, 1);
  });
});

test.describe('merchandiser preview', () => {
  test('a signed link shows drafts with the preview bar, per locale, until exit', async ({page}) => {
    const response = await page.goto(await previewLink('/fr-fr/pages/community'));
    expect(page.url()).toMatch(/\/fr-fr\/pages\/community$/);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const bar = page.getByRole('complementary', {name: 'Aperçu'});
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('fr-FR');
    await expect(bar).toContainText('France');
    await expect(page.getByRole('heading', {name: 'La semaine du trail'})).toBeVisible();
    await expect(page.getByTestId('comparison-carousel-block')).toBeVisible();
    await expect(page.getByTestId('full-width-video-block')).toBeAttached();

    // Another market stays in preview, with its own drafts.
    await page.goto('/ar-ae/pages/community');
    await expect(page.getByRole('complementary', {name: 'معاينة'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'أسبوع المسارات'})).toBeVisible();

    await page.getByRole('button', {name: 'الخروج من المعاينة'}).click();
    await expect(page).toHaveURL(/\/ar-ae\/pages\/community$/);
    await expect(page.getByRole('complementary', {name: 'معاينة'})).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'أسبوع المسارات'})).toHaveCount(0);
    const publicResponse = await page.reload();
    expect(publicResponse?.headers()['cache-control'] ?? '').not.toContain('private');
  });

  test('forged and expired links are refused', async ({page}) => {
    for (const link of [
      await previewLink('/pages/community', Date.now() - 1000),
      await previewLink('/pages/community', Date.now() + HOUR, 'not-the-secret'),
      '/preview?token=v1.zzzz.abc&to=/pages/community',
    ]) {
      const response = await page.goto(link);
      expect(response?.status(), link).toBe(403);
      await expect(page.getByRole('alert')).toContainText('This preview link cannot be used');
      await page.goto('/pages/community');
      await expect(page.getByRole('heading', {name: 'Trail Week'})).toHaveCount(0);
      await expect(page.getByRole('complementary', {name: 'Preview'})).toHaveCount(0);
    }
  });
});

test.describe('stories', () => {
  test('a blog shows twelve stories and the rest below them on request; a later page links back to newer ones', async ({
    page,
  }) => {
    await page.goto('/blogs/community', {waitUntil: 'networkidle'});
    const stories = page.getByRole('main').getByRole('heading', {level: 3});
    await expect(stories).toHaveCount(12);
    await expect(page.getByRole('link', {name: 'Newer stories'})).toHaveCount(0);
    await page.getByRole('link', {name: 'More stories'}).click();
    // Hydrogen's pagination keeps the first twelve and adds the rest below them.
    await expect(stories).toHaveCount(14);
    await expect(page.getByRole('link', {name: 'More stories'})).toHaveCount(0);

    // Arriving on the later page itself (a shared link), the newer stories are a link away.
    await page.goto(page.url(), {waitUntil: 'networkidle'});
    await expect(stories).toHaveCount(2);
    await page.getByRole('link', {name: 'Newer stories'}).click();
    await expect(stories).toHaveCount(14);
  });
});
