import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../auth';
import { useAccountLinks } from './use-nav-links';
import { useSignOut } from './use-sign-out';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const links = useAccountLinks();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!user) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-label={t('nav.userMenu')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.fullName}
        </span>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled>
          <ListItemText primary={user.fullName} secondary={user.email} />
        </MenuItem>
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
