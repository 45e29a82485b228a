// @vitest-environment jsdom
import {cleanup, render, screen, within} from '@testing-library/react';
import type {AnchorHTMLAttributes} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ContentBlock} from '@cms/mappers/page';
import type {FeaturedContent} from '@cms/mappers/featured-content-v2';
import type {Hero, HeroLayout} from '@cms/mappers/hero';
import type {FullWidthVideo} from '@cms/mappers/full-width-video';
import {visibleBlocks} from '@cms/mappers/page';
import {ShellProviders} from '~/components/layout/PageLayout';
import {shellFixture} from '~/components/shell-fixtures';
import {ContentBlocks as Blocks} from './ContentBlocks';

vi.mock('@remix-run/react', () => ({
  Link: ({to, children, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {to: string}) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

/** The blocks on the French store. */
function ContentBlocks({blocks}: {blocks: ContentBlock[]}) {
  return (
    <ShellProviders shell={shellFixture({country: 'FR'})}>
      <Blocks blocks={blocks} leads />
    </ShellProviders>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const image = (name: string) => ({
  url: `https://images.example/${name}.jpg`,
  alt: name,
  width: 2400,
  height: 1000,
});

function heroLayout(overrides: Partial<HeroLayout> = {}): HeroLayout {
  return {
    image: image('hero'),
    video: null,
    headline: 'Bouger en douceur',
    subheadline: 'Des vêtements de sport doux.',
    buttons: [
      {text: 'Femme', url: '/collections/women', openInNewTab: false},
      {text: 'Journal', url: 'https://journal.example/', openInNewTab: true},
    ],
    columnWidth: 6,
    placement: 'overlay-top-left',
    textColor: '#ffffff',
    ...overrides,
  };
}

const hero = (overrides: Partial<Hero> = {}): Hero => ({
  type: 'hero',
  uid: 'home-hero',
  display: true,
  desktop: heroLayout(),
  mobile: heroLayout({placement: 'overlay-center'}),
  ...overrides,
});

const featured = (overrides: Partial<FeaturedContent> = {}): FeaturedContent => ({
  type: 'featured_content_v2',
  uid: 'trail',
  display: true,
  displayOnPdp: false,
  eyebrow: 'Nouvelle saison',
  title: 'La collection Trail',
  description: 'Des couches légères.',
  eventDate: null,
  buttons: [{text: 'Vestes', url: '/collections/womens-jackets', openInNewTab: false}],
  buttonsGroup: 'single',
  shopButton: {
    display: true,
    link: {text: 'Voir la collection', url: '/collections/new', openInNewTab: false},
  },
  desktop: {image: image('featured'), video: null, contentPlacement: 'right', spacing: null, styles: {}},
  mobile: {image: null, video: null, contentPlacement: 'below', spacing: null, styles: {}},
  ...overrides,
});

const NOW = new Date('2025-06-01T00:00:00Z');

describe('visibleBlocks', () => {
  it('leaves out blocks switched off and featured events that have passed', () => {
    const blocks: ContentBlock[] = [
      hero(),
      hero({uid: 'winter', display: false}),
      featured({uid: 'past', eventDate: '2025-05-01T00:00:00Z'}),
      featured({uid: 'upcoming', eventDate: '2025-07-01T00:00:00Z'}),
    ];
    expect(visibleBlocks(blocks, NOW).map((block) => block.uid)).toEqual(['home-hero', 'upcoming']);
  });
});

describe('ContentBlocks', () => {
  it('makes a leading hero the page heading, with links kept in the market', () => {
    render(<ContentBlocks blocks={[hero(), featured()]} />);
    const heroBlock = screen.getByTestId('hero-block');
    expect(within(heroBlock).getAllByRole('heading', {level: 1})[0]).toHaveTextContent('Bouger en douceur');
    const [women] = within(heroBlock).getAllByRole('link', {name: 'Femme'});
    expect(women).toHaveAttribute('href', '/fr-fr/collections/women');
    const [journal] = within(heroBlock).getAllByRole('link', {
      name: 'Journal (s’ouvre dans un nouvel onglet)',
    });
    expect(journal).toHaveAttribute('href', 'https://journal.example/');
    expect(journal).toHaveAttribute('target', '_blank');
  });

  it('gives later heroes a second-level heading and loads their image lazily', () => {
    render(<ContentBlocks blocks={[featured(), hero()]} />);
    const heroBlock = screen.getByTestId('hero-block');
    expect(within(heroBlock).queryByRole('heading', {level: 1})).toBeNull();
    expect(within(heroBlock).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows featured content with its buttons and the shop button', () => {
    render(<ContentBlocks blocks={[featured()]} />);
    const block = screen.getByTestId('featured-content-block');
    expect(within(block).getByRole('heading', {name: 'La collection Trail'})).toBeInTheDocument();
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr-fr/collections/womens-jackets', '/fr-fr/collections/new']);
  });

  const video: FullWidthVideo = {
    type: 'full_width_video',
    uid: 'made-to-move',
    display: true,
    headline: 'Fait pour bouger',
    autoplay: true,
    loop: true,
    muted: true,
    controls: false,
    section: {
      desktopURL: 'https://videos.example/a.mp4',
      mobileURL: null,
      desktopImg: image('poster'),
      mobileImg: null,
      desktopCreateDate: null,
      mobileCreateDate: null,
      desktopDuration: null,
      mobileDuration: null,
    },
  };

  function prefersReducedMotion(matches: boolean) {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({matches, addEventListener: () => {}, removeEventListener: () => {}});
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    return vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  }

  it('starts an autoplay video once hydrated, muted and without controls', () => {
    const play = prefersReducedMotion(false);
    const {container} = render(<ContentBlocks blocks={[video]} />);
    expect(play).toHaveBeenCalled();
    const element = container.querySelector('video')!;
    expect(element.muted).toBe(true);
    expect(element).not.toHaveAttribute('controls');
  });

  it('shows a video’s mobile poster on phones and its desktop poster from 900 px', () => {
    prefersReducedMotion(false);
    const art = {...video, section: {...video.section, mobileImg: image('poster-mobile')}};
    const {container} = render(<ContentBlocks blocks={[art]} />);
    // Not the video's own poster, which would be one image for every screen.
    expect(container.querySelector('video')).not.toHaveAttribute('poster');
    const desktop = container.querySelector('picture source');
    expect(desktop).toHaveAttribute('media', '(min-width: 900px)');
    expect(desktop?.getAttribute('srcset')).toContain('images.example/poster.jpg');
    expect(container.querySelector('picture img')?.getAttribute('src')).toContain('poster-mobile.jpg');
  });

  it('does not start an autoplay video for a shopper who asked for reduced motion', () => {
    const play = prefersReducedMotion(true);
    const {container} = render(<ContentBlocks blocks={[video]} />);
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')).toHaveAttribute('controls');
  });
});
