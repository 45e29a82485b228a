import type {Config} from 'tailwindcss';

/**
 * The store's theme: breakpoints, colours, fonts and the fixed heights of buttons and the
 * header. Every stylesheet loads it with `@config` (through `app/styles/theme.css`); what
 * the CSS cannot say in a config (the desktop-header variant, base rules) stays in that file.
 */
export default {
  theme: {
    // Phones below 600 px, tablets from 600, the desktop layout from 900.
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
      // The system's own faces: no web font to download before text paints.
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
          '"Segoe UI Symbol"',
          '"Noto Color Emoji"',
        ],
        mono: [
          'ui-monospace',
          'SFMono-Regular',
          'Menlo',
          'Monaco',
          'Consolas',
          '"Liberation Mono"',
          '"Courier New"',
          'monospace',
        ],
      },
      spacing: {
        'button-sm': '40px',
        'button-md': '48px',
        'button-lg': '60px',
        'header-mobile': '56px',
        'header-desktop': '80px',
      },
    },
  },
} satisfies Config;
