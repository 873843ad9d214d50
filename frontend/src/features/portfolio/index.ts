export { PortfolioPage } from './pages/PortfolioPage';
