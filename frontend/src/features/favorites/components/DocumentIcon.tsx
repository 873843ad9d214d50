import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { documentKind, type DocumentKind } from '../favorite-format';

const ICONS: Record<DocumentKind, { Icon: typeof InsertDriveFileIcon; color: string }> = {
  pdf: { Icon: PictureAsPdfIcon, color: '#dc2626' },
  image: { Icon: ImageIcon, color: '#7c3aed' },
  word: { Icon: DescriptionIcon, color: '#1d4ed8' },
  sheet: { Icon: TableChartIcon, color: '#15803d' },
  archive: { Icon: FolderZipIcon, color: '#b45309' },
  other: { Icon: InsertDriveFileIcon, color: '#4b5563' },
};

/** An icon by MIME type (spec §2 "Documents dialog"). */
export function DocumentIcon({ mimeType }: { mimeType: string }) {
  const kind = documentKind(mimeType);
  const { Icon, color } = ICONS[kind];
  return <Icon sx={{ color }} data-kind={kind} aria-hidden />;
}
