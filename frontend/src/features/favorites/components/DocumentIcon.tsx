import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import { documentKind, type DocumentKind } from '../favorite-format';

const ICONS: Record<DocumentKind, typeof InsertDriveFileIcon> = {
  pdf: PictureAsPdfIcon,
  image: ImageIcon,
  word: DescriptionIcon,
  sheet: TableChartIcon,
  archive: FolderZipIcon,
  other: InsertDriveFileIcon,
};

/** An icon by MIME type (spec §2 "Documents dialog"). */
export function DocumentIcon({ mimeType }: { mimeType: string }) {
  const kind = documentKind(mimeType);
  const Icon = ICONS[kind];
  return <Icon sx={{ color: `tones.fileKind.${kind}` }} data-kind={kind} aria-hidden />;
}
