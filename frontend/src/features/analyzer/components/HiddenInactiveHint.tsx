import { Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';

interface Props {
  count: number;
  isExact: boolean;
  onShow: () => void;
}

/** How many matches the inactive filter left out, with the way to see them. */
export function HiddenInactiveHint({ count, isExact, onShow }: Props) {
  const { t } = useTranslation('analyzer');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="hidden-inactive">
      <Trans
        t={t}
        i18nKey={isExact ? 'hiddenInactive.exact' : 'hiddenInactive.more'}
        // Past its bound the server counts one more than it knows to exist: the bound itself.
        count={isExact ? count : count - 1}
        components={{
          show: (
            <Link
              component="button"
              type="button"
              onClick={onShow}
              sx={{ verticalAlign: 'baseline', typography: 'body2' }}
            />
          ),
        }}
      />
    </Typography>
  );
}
