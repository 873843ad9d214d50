export { AdminReportsPage } from './pages/AdminReportsPage';
export { ReportErrorButton } from './components/ReportErrorButton';
