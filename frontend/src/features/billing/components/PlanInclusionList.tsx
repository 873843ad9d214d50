import CheckIcon from '@mui/icons-material/Check';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PLAN_INCLUSIONS, type PlanKey } from '../plan-inclusions';

/** The ticked list of what a plan includes, as the home page and the plan cards show it. */
export function PlanInclusionList({ planKey }: { planKey: PlanKey }) {
  const { t } = useTranslation('billing');
  return (
    <List dense>
      {PLAN_INCLUSIONS[planKey].map(({ key, count }) => (
        <ListItem key={key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckIcon color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(`included.${key}`, { count })} />
        </ListItem>
      ))}
    </List>
  );
}
