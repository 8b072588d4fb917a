import { HEX_COLOUR_PATTERN, validateHexColour } from '@compliance/shared-contracts/browser';
import { Box, requiredValidator, TextInput, useFieldAdapter } from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';

/**
 * A theme colour as `#rrggbb`, typed or picked: the text input is what is saved and read by
 * screen readers; the swatch beside it opens the browser's colour picker and shows the colour.
 */
export function ColourField({
  name,
  label,
  disabled,
  helperText,
}: {
  name: string;
  label: string;
  disabled: boolean;
  helperText?: string;
}) {
  const { t } = useLicenseeTranslation();
  const { input, required, errorText } = useFieldAdapter<string>(name, [requiredValidator(label), validateHexColour]);
  const value = input.value ?? '';
  // The picker takes #rrggbb only; while another text is typed it shows black.
  const pickable = HEX_COLOUR_PATTERN.test(value) ? value.toLowerCase() : '#000000';
  return (
    <TextInput
      {...input}
      value={value}
      label={label}
      required={required}
      error={errorText !== undefined}
      // A disabled field (an advisor's) greys its helper text below the contrast text needs.
      helperText={errorText ?? (disabled ? undefined : helperText)}
      disabled={disabled}
      fullWidth
      margin="normal"
      endAdornment={
        <Box
          component="input"
          type="color"
          value={pickable}
          disabled={disabled}
          aria-label={t('branding.colours.pick', { field: label })}
          onChange={(event) => input.onChange((event.target as HTMLInputElement).value)}
          sx={{ width: 36, height: 28, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: disabled ? 'default' : 'pointer' }}
        />
      }
    />
  );
}
