import '@testing-library/jest-dom/vitest';
import {configure} from '@testing-library/dom';

// Dialogs, menus and sections load their code on demand; the first such import in a test file
// makes Vite transform the module, which takes well over a second on a busy machine.
configure({asyncUtilTimeout: 5000});
