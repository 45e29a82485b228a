import '@testing-library/jest-dom/vitest';
import {configure} from '@testing-library/react';

// Closed dialogs and drawers load their code on first use (a dynamic import that Vite transforms on
// demand): on a busy machine that takes longer than Testing Library's 1 s default for `findBy*`.
configure({asyncUtilTimeout: 5000});
