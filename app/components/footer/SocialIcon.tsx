import type {ReactNode} from 'react';
import {Icon} from '~/components/ui/icons';

/** Simple line glyphs for the networks the footer links to; a globe for any other. */
const GLYPHS: Record<string, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.8-3.8M14 3.5c.4 2.6 2.2 4.4 5 4.7" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M14.5 20.5v-7h2.6l.4-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.3H9v3h2.5v7" />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.5 20.2 12.3 12.6m-.5 2.1c2.9.9 5-1.1 5-3.7 0-2.4-2-4.2-4.7-4.2-3 0-4.8 2-4.8 4.2 0 1 .4 1.9 1 2.3" />
    </>
  ),
  x: <path d="m4.5 4.5 15 15m0-15-15 15" />,
};

const GLOBE = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
  </>
);

export function SocialIcon({platform}: {platform: string}) {
  return (
    <Icon width={22} height={22}>
      {GLYPHS[platform] ?? GLOBE}
    </Icon>
  );
}
