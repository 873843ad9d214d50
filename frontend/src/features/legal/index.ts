import { createElement } from 'react';
import { LegalDocument } from './components/LegalDocument';

export const TermsPage = () => createElement(LegalDocument, { doc: 'terms' });
export const PrivacyPage = () => createElement(LegalDocument, { doc: 'privacy' });
