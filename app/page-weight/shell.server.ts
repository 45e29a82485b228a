/** The page-weight toolkit's wiring in the document render (`entry.server.tsx`) only. */
export {sectionsBeforeRender, sectionStore} from './server-sections.server';
