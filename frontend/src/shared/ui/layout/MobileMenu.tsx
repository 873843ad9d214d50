import {
  Box,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { useSession } from '../../auth';
import { LanguageSwitch } from './LanguageSwitch';
import { useAccountLinks, type NavLink } from './use-nav-links';
import { useSignOut } from './use-sign-out';

interface Props {
  open: boolean;
  links: NavLink[];
}

/** The collapsible menu shown below the md breakpoint. */
export function MobileMenu({ open, links }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const accountLinks = useAccountLinks();
  const item = (to: string, label: string) => (
    <ListItemButton
      key={to}
      component={RouterNavLink}
      to={to}
      sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Collapse in={open} id="mobile-menu" sx={{ display: { md: 'none' } }} unmountOnExit>
      <Box
        component="nav"
        aria-label={t('nav.main')}
        sx={{ borderTop: 1, borderColor: 'divider', pb: 1 }}
      >
        <List disablePadding>
          {links.map((link) => item(link.to, link.label))}
          {links.length > 0 && <Divider />}
          {user ? (
            <>
              <ListSubheader sx={{ lineHeight: '32px' }}>{user.fullName}</ListSubheader>
              {accountLinks.map((link) => item(link.to, link.label))}
              <ListItemButton onClick={() => void signOut()}>
                <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            </>
          ) : (
            <>
              {item('/login', t('nav.login'))}
              {item('/register', t('nav.register'))}
            </>
          )}
        </List>
        <Box sx={{ px: 2, pt: 1 }}>
          <LanguageSwitch />
        </Box>
      </Box>
    </Collapse>
  );
}
