/** Placeholder until the consent banner and preferences land. */
export function ConsentManager() {
  return null;
}
