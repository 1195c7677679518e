import { clientNav } from '../../navigation';
import { dashboardLayout } from '../dashboard-layout';

const layout = dashboardLayout('client', 'Client Portal', clientNav);
export const clientLoader = layout.clientLoader;
/** Nothing protected renders while the session is checked. */
export const HydrateFallback = layout.HydrateFallback;
export default layout.Layout;
