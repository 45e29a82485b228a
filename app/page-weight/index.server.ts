/** The page-weight toolkit in a loader: a section's data kept on the server (README.md). */
export {serverSection, type SectionCode} from './server-sections.server';
