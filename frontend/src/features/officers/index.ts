export { OfficersPage } from './pages/OfficersPage';
export { officersPath } from './officer-name';
