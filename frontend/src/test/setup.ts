import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import i18n from '../shared/i18n/i18n';

// findBy… and waitFor wait for the state they expect; a busy 2-core machine renders a lazy page
// (the analyzer's, after a login) later than the library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

afterEach(() => cleanup());
