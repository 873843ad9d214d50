import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';

interface Props extends Pick<ButtonProps, 'size' | 'color' | 'variant'> {
  text: string;
  label: string;
  copiedLabel: string;
  /** The browser refused the clipboard (no permission, no secure context). */
  onCopyFailed?: () => void;
}

/** Copies `text` to the clipboard, then says it did. */
export function CopyButton({ text, label, copiedLabel, onCopyFailed, ...button }: Props) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onCopyFailed?.();
    }
  };
  return (
    <Button
      variant="outlined"
      {...button}
      startIcon={isCopied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => void copy()}
    >
      {isCopied ? copiedLabel : label}
    </Button>
  );
}
