import CheckIcon from '@mui/icons-material/Check';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { planInclusions, type PlanKey, type PlanLimits } from '../plan-inclusions';

interface Props {
  planKey: PlanKey;
  /** The catalogue plan's limits; undefined until the catalogue has loaded. */
  limits: PlanLimits | undefined;
}

/** The ticked list of what a plan includes, as the home page and the plan cards show it. */
export function PlanInclusionList({ planKey, limits }: Props) {
  const { t } = useTranslation('billing');
  return (
    <List dense>
      {planInclusions(planKey, limits).map(({ key, count }) => (
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
