import type {Config} from 'tailwindcss';

/** Breakpoints, theme colour and button heights of the store's design rules. */
export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xs: '0px',
      sm: '600px',
      md: '900px',
      lg: '1200px',
      xl: '1536px',
    },
    extend: {
      colors: {
        brand: '#3e3e3e',
        alert: '#b42318',
        link: '#336799',
      },
      height: {
        'button-sm': '40px',
        'button-md': '48px',
        'button-lg': '60px',
        'header-mobile': '56px',
        'header-desktop': '80px',
      },
      minHeight: {
        'button-sm': '40px',
        'button-md': '48px',
        'button-lg': '60px',
      },
    },
  },
} satisfies Config;
