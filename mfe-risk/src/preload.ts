import { RISK_BASE_PATH } from './common/paths';

/** The area's lists (catalog, evaluation) show the grid: its code starts loading with a sidebar click to them. */
export async function preloadRiskPage(path: string): Promise<void> {
  const page = path.split(/[?#]/)[0]!.replace(/\/$/, '');
  if (page.startsWith(`${RISK_BASE_PATH}/catalog`) || page.startsWith(`${RISK_BASE_PATH}/evaluation`))
    await (await import('@compliance/shared-ui/table')).preloadDataTableGrid();
}
