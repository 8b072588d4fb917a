import { useEffect, useState } from 'react';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, SIDEBAR_ID } from './Header';
import { isItemActive, localized, openParentFor, type NavigationGroup, type NavigationItem } from '../navigation/navigation';

export const SIDEBAR_WIDTH = 280;

interface SidebarProps {
  groups: readonly NavigationGroup[];
  open: boolean;
  onClose: () => void;
  /** Told the path of an entry as it is clicked, before the route changes (to start its data). */
  onNavigate?: (path: string) => void;
}

/**
 * The sidebar of docs/product.md §2: groups of permitted entries; active and open state from the URL;
 * one parent expanded at a time; closes after each navigation.
 */
export function Sidebar({ groups, open, onClose, onNavigate }: SidebarProps) {
  const { t, i18n } = useTranslation('shell');
  const label = (text: NavigationItem['label']) => localized(text, i18n.language);
  const { pathname } = useLocation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const [openParent, setOpenParent] = useState<string | null>(() => openParentFor(groups, pathname));

  useEffect(() => setOpenParent(openParentFor(groups, pathname)), [groups, pathname]);

  const link = (item: NavigationItem, nested: boolean) => (
    <ListItemButton
      key={item.id}
      component={RouterLink}
      to={item.path!}
      selected={isItemActive(item, pathname)}
      aria-current={isItemActive(item, pathname) ? 'page' : undefined}
      onClick={() => {
        onNavigate?.(item.path!);
        onClose();
      }}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={label(item.label)} />
    </ListItemButton>
  );

  return (
    <Drawer
      variant={small ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      // Over the page on a small screen the drawer is a modal dialog, which needs a name.
      slotProps={{ paper: small ? { 'aria-label': t('nav.label') } : {} }}
      sx={{
        width: open && !small ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        displayPrint: 'none',
        '& .MuiDrawer-paper': {
          width: SIDEBAR_WIDTH,
          boxSizing: 'border-box',
          // Beside the page the drawer starts below the header, so it ends with the window, not
          // a header's height below it (its last entries would be out of reach).
          top: small ? 0 : HEADER_HEIGHT,
          height: small ? '100%' : `calc(100% - ${HEADER_HEIGHT}px)`,
        },
        // The keyboard's focus is a ring, not the tint of the selected entry it would pass for.
        '& .MuiListItemButton-root.Mui-focusVisible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: '-2px',
        },
        '& .MuiListItemButton-root.Mui-focusVisible:not(.Mui-selected)': { bgcolor: 'transparent' },
      }}
    >
      <nav id={SIDEBAR_ID} aria-label={t('nav.label')}>
        {groups.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('nav.empty')}
          </Typography>
        )}
        {groups.map((group) => (
          <List
            component="div"
            key={group.id}
            subheader={
              <ListSubheader component="h2" sx={{ lineHeight: '36px' }}>
                {label(group.label)}
              </ListSubheader>
            }
          >
            {group.items.map((item) =>
              item.children ? (
                <div key={item.id}>
                  <ListItemButton
                    onClick={() => setOpenParent(openParent === item.id ? null : item.id)}
                    aria-expanded={openParent === item.id}
                  >
                    <ListItemText primary={label(item.label)} />
                    {openParent === item.id ? <ExpandLess /> : <ExpandMore />}
                  </ListItemButton>
                  <Collapse in={openParent === item.id} timeout="auto" unmountOnExit>
                    <List component="div" disablePadding>
                      {item.children.map((child) => link(child, true))}
                    </List>
                  </Collapse>
                </div>
              ) : (
                link(item, false)
              ),
            )}
          </List>
        ))}
      </nav>
    </Drawer>
  );
}
