// The content launcher's script, as the content origin serves it (launcher.ts says what it does).
import { startLauncher } from './launcher';

startLauncher(window);
