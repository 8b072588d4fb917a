// MUI's stepper, for wizards such as the member import, and its radio buttons (remotes reach MUI
// through shared-ui).
export { default as Step } from '@mui/material/Step';
export { default as StepLabel } from '@mui/material/StepLabel';
export { default as Stepper } from '@mui/material/Stepper';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
