/** The fictional demo brand, used for titles, the search prompt and analytics. */
export const BRAND_NAME = 'Alderline';
export const THEME_COLOR = '#3e3e3e';
