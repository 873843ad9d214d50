export { AnalyzerIngestPage } from './pages/AnalyzerIngestPage';
export { AdminDataPage } from './pages/AdminDataPage';
