import { useState, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatDuration } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';

/** A badge on a content card (docs/product.md §3). */
export interface ContentCardBadge {
  title: string;
  type?: 'success' | 'info' | 'warning' | 'error' | 'default';
  size?: 'small' | 'medium';
  icon?: ReactElement;
  value?: string | number;
}

/** A label line on a content card; clickable when `click` is given. */
export interface ContentCardLabel {
  icon?: ReactNode;
  text: string;
  click?: () => void;
}

/** A button on a content card; child buttons open from it as a menu. */
export interface ContentCardButton {
  text: string;
  icon?: ReactNode;
  type?: 'primary' | 'secondary';
  disabled?: boolean;
  /** Explanation shown under the buttons, e.g. why a button is disabled. */
  hint?: string;
  onClick?: () => void;
  childButtons?: readonly ContentCardButton[];
}

/** Props of ContentCard: the content card fields of docs/product.md §3. */
export interface ContentCardProps {
  imagePath?: string;
  badges?: readonly ContentCardBadge[];
  /** Progress in percent. */
  progress?: number;
  category?: string;
  headline: string;
  description?: ReactNode;
  /** Duration in minutes, shown as hh:mm. */
  duration?: number;
  labels?: readonly ContentCardLabel[];
  buttons?: readonly ContentCardButton[];
}

function CardButton({ button }: { button: ContentCardButton }): ReactElement {
  const { t } = useSharedTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const variant = button.type === 'primary' ? 'contained' : 'outlined';
  if (!button.childButtons?.length) {
    return (
      <Button variant={variant} startIcon={button.icon} disabled={button.disabled} onClick={button.onClick}>
        {button.text}
      </Button>
    );
  }
  return (
    <>
      <ButtonGroup variant={variant} disabled={button.disabled}>
        <Button startIcon={button.icon} onClick={button.onClick}>
          {button.text}
        </Button>
        <Button
          size="small"
          aria-label={t('shared.contentCard.moreActions')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {button.childButtons.map((child) => (
          <MenuItem
            key={child.text}
            disabled={child.disabled}
            onClick={() => {
              setAnchor(null);
              child.onClick?.();
            }}
          >
            {child.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** A card for an E-Learning or risk assessment: image, badges, progress, texts, labels and buttons. */
export function ContentCard({
  imagePath,
  badges = [],
  progress,
  category,
  headline,
  description,
  duration,
  labels = [],
  buttons = [],
}: ContentCardProps): ReactElement {
  const { t } = useSharedTranslation();
  const hints = buttons.map((button) => button.hint).filter((hint): hint is string => Boolean(hint));
  return (
    <Card component="article" aria-label={headline} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {imagePath && <CardMedia component="img" image={imagePath} alt="" sx={{ height: 160, objectFit: 'cover' }} />}
      {progress !== undefined && (
        <LinearProgress variant="determinate" value={progress} aria-label={t('shared.contentCard.progress', { value: progress })} />
      )}
      <CardContent sx={{ flex: 1 }}>
        {badges.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {badges.map((badge) => (
              // Outlined, its word in the text colour: the type's colour (border, icon) sits beside
              // the text and never carries it, so it reads at 4.5:1 in every theme (docs/product.md §1).
              <Chip
                key={badge.title}
                size={badge.size ?? 'small'}
                variant="outlined"
                color={badge.type ?? 'default'}
                icon={badge.icon}
                sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
                label={badge.value !== undefined ? `${badge.title}: ${badge.value}` : badge.title}
              />
            ))}
          </Box>
        )}
        {category && (
          <Typography variant="overline" color="text.secondary">
            {category}
          </Typography>
        )}
        <Typography variant="h6" component="h2">
          {headline}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" component="div">
            {description}
          </Typography>
        )}
        {duration !== undefined && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            {t('shared.contentCard.duration', { duration: formatDuration(duration) })}
          </Typography>
        )}
        {labels.map((label) => (
          <Typography key={label.text} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {label.icon}
            {label.click ? (
              <Link component="button" type="button" onClick={label.click}>
                {label.text}
              </Link>
            ) : (
              label.text
            )}
          </Typography>
        ))}
      </CardContent>
      {buttons.length > 0 && (
        <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {buttons.map((button) => (
              <CardButton key={button.text} button={button} />
            ))}
          </Box>
          {hints.map((hint) => (
            <Typography key={hint} variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
