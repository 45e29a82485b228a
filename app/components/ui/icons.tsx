import type {SVGProps} from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit line icon, hidden from assistive tech (its button or link carries the name). */
export function Icon({children, ...props}: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);

export const AccountIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="3.8" />
    <path d="M4.5 20.5c.9-3.9 3.9-6 7.5-6s6.6 2.1 7.5 6" />
  </Icon>
);

export const BagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 12.5H6z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
);

/** Points forward (to the inline end) or back; mirrored in right-to-left pages. */
export const ChevronIcon = ({
  pointing = 'forward',
  ...props
}: IconProps & {pointing?: 'forward' | 'back'}) => (
  <Icon className={pointing === 'forward' ? 'rtl:-scale-x-100' : '-scale-x-100 rtl:scale-x-100'} {...props}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);
