import { Card, CardContent, List, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  emptyText: string;
  isLoading: boolean;
  isEmpty: boolean;
  children: ReactNode;
}

/** The shell of the dashboard's latest users and latest subscriptions. */
export function LatestListCard({ id, title, emptyText, isLoading, isEmpty, children }: Props) {
  return (
    <Card sx={{ height: '100%' }} component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {isLoading ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : isEmpty ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <List disablePadding>{children}</List>
        )}
      </CardContent>
    </Card>
  );
}
