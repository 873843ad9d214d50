export { AnalyzerPage } from './pages/AnalyzerPage';
export { RecordPage } from './pages/RecordPage';
