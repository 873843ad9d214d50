import CloseIcon from '@mui/icons-material/Close';
import InsightsIcon from '@mui/icons-material/Insights';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../auth';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { useNavLinks } from './use-nav-links';
import { UserMenu } from './UserMenu';

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'flex', md: 'none' } } as const;

/** `userTools` shows for a signed-in user, on a phone too, beside the menus. */
export function NavBar({ userTools }: { userTools?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const links = useNavLinks();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);

  // Following a link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 2,
            // On a phone the title gives way (ellipsis) to the bell and the menu button.
            minWidth: 0,
          }}
        >
          <InsightsIcon aria-hidden />
          <Typography variant="h6" component="span" noWrap>
            {t('app.title')}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.main')}
          sx={{ ...desktopOnly, gap: 0.5, flexGrow: 1 }}
        >
          {links.map((link) => (
            <Button
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        {user && userTools}
        <Box sx={{ ...desktopOnly, alignItems: 'center', gap: 1 }}>
          <LanguageSwitch />
          {user ? (
            <UserMenu />
          ) : (
            <>
              <Button component={RouterLink} to="/login" color="inherit">
                {t('nav.login')}
              </Button>
              <Button component={RouterLink} to="/register" variant="contained">
                {t('nav.register')}
              </Button>
            </>
          )}
        </Box>
        <IconButton
          sx={mobileOnly}
          edge="end"
          aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <MobileMenu open={isMenuOpen} links={links} />
    </AppBar>
  );
}
