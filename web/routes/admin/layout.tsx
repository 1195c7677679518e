import { adminNav } from '../../navigation';
import { dashboardLayout } from '../dashboard-layout';

const layout = dashboardLayout('admin', 'Admin Panel', adminNav);
export const clientLoader = layout.clientLoader;
/** Nothing protected renders while the session is checked. */
export const HydrateFallback = layout.HydrateFallback;
export default layout.Layout;
