/** The page-weight toolkit in a loader: a section's data kept on the server (README.md). */
export {serverSection} from './server-sections.server';
