import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

interface Props {
  /** What the top bar shows a signed-in user beside the menus (the notifications' bell). */
  userTools?: ReactNode;
}

export function AppLayout({ userTools }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar userTools={userTools} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
