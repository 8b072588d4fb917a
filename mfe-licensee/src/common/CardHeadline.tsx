import { AddIcon, Button, Stack, Typography } from '@compliance/shared-ui';

/** A card's heading with the button that adds to it (shown only where `onAdd` is given: to those who may add). */
export function CardHeadline({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd?: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {onAdd && (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
