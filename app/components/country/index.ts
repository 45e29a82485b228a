/** Placeholder until the country switcher and confirmation dialogs land. */
export function CountryDialogs() {
  return null;
}
