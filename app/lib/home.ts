/** How many bestsellers the home page shows (the grid's placeholder shows as many). */
export const HOME_PRODUCT_COUNT = 12;
